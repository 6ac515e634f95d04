export declare const inviteUserEmbedded: (sendCommand: import("../schema/types").TSendCommand) => (args: {
    user_id: string;
    content?: string | undefined;
}) => Promise<{} | null | undefined>;
