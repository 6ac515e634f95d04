export declare const requestProxyTicketRefresh: (sendCommand: import("../schema/types").TSendCommand) => (args: void) => Promise<{
    ticket: string;
}>;
