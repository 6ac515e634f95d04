// The Discord client's side of the Activity (docs/activity.md): the Embedded App SDK, vendored by
// .ci/vendor-sdk. This module alone makes the SDK; the browser tests serve their own in its place
// (tests/browser/sdk_mock.js, the SDK's mock), the product always makes the real one.

import { DiscordSDK, Events } from "./vendor/embedded-app-sdk/output/index.mjs";

export { Events };

export function discordSdk(clientId) {
  return new DiscordSDK(clientId);
}
