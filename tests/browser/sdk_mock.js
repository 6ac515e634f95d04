// The browser tests' stand-in for bot/web/static/discord-sdk.js (served in its place by the
// harness, tests/browser/test_activity_page.py): the SDK's own mock, answering as the loopback
// Discord's client would. `authorize` asks the harness for the Discord client's code, the
// participants are the loopback instance's users; an invite dialog opened is told the harness.

import { DiscordSDKMock, Events } from "./vendor/embedded-app-sdk/output/index.mjs";

export { Events };

export function discordSdk(clientId) {
  const query = new URLSearchParams(location.search);
  const sdk = new DiscordSDKMock(clientId, query.get("guild_id"), query.get("channel_id"), null);
  sdk.instanceId = query.get("instance_id");
  sdk._updateCommandMocks({
    authorize: async () => ({ code: await window.harnessCode() }),
    authenticate: async ({ access_token }) => ({ access_token, user: { id: await window.harnessUser() } }),
    getInstanceConnectedParticipants: async () => ({ participants: await window.harnessParticipants() }),
    openInviteDialog: async () => { await window.harnessInvited(); return null; },
  });
  window.harnessSdk = sdk;
  return sdk;
}
