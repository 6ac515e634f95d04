declare function formatPrice(price: {
    amount: number;
    currency: string;
}, locale?: string): string;
declare const _default: {
    formatPrice: typeof formatPrice;
};
export default _default;
