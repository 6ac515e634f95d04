export declare const questStartTimer: (sendCommand: import("../schema/types").TSendCommand) => (args: {
    quest_id: string;
}) => Promise<{
    success: boolean;
}>;
