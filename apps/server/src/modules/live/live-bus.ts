/** A message from a device, handed to the server before the broker acknowledges it. */
export type DeviceMessageHandler = (topic: string, payload: Buffer) => Promise<void>;

/**
 * The server's side of MQTT, the same whether the broker is embedded or external: it publishes to
 * workplace and command topics, and it receives every device message once, acknowledging it to the
 * device only after the handler has stored it (so a crash never loses an acknowledged message).
 */
export interface LiveBus {
  publish(topic: string, message: unknown, options?: { retain?: boolean }): Promise<void>;
  onDeviceMessage(handler: DeviceMessageHandler): void;
  /** A device published junk where its status is retained: the broker's copy must not outlive it. */
  clearRetained(topic: string): void;
  /** Whether the broker takes messages now (the readiness check). */
  reachable(): boolean;
  /** Where devices connect, for provisioning answers and the start banner. */
  deviceUrl(): string;
  close(): Promise<void>;
}
