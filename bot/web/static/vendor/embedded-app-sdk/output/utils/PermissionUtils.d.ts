import type { BigFlag } from './BigFlagUtils';
declare function can(permission: BigFlag, permissions: BigFlag | string): boolean;
declare const _default: {
    can: typeof can;
};
export default _default;
