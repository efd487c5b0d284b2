/**
 * A text the server writes for a person (a notification, a wallet line, a reward's title), kept as
 * translation keys with their values so each reader gets it in their own language. The parts are
 * joined with a space. A value is a plain string or number put in as it is (a store's name, "₹50").
 */
export interface TextPart {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}
export type LocalText = readonly TextPart[];
