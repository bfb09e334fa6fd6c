export function unsupportedNodeMessage(version?: string): string | undefined;
export function requireSupportedNode(): void;
