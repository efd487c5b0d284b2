/** The percentage tips offered beside the `tips` setting's amounts (SPEC §2 Cart 5: "a percentage choice"). */
export const TIP_PERCENTS: readonly number[] = [5, 10];

/** SPEC §3 `tips`: a comma list of amounts in rupees ("10,20,30,50"); junk entries are dropped. */
export function parseTipAmounts(setting: string): number[] {
  return [
    ...new Set(
      setting
        .split(',')
        .map((part) => part.trim())
        .filter((part) => /^\d{1,5}$/.test(part))
        .map(Number)
        .filter((n) => n > 0 && n <= 10_000),
    ),
  ].slice(0, 6);
}
