// The SKU sheet's choice as pure rules: which option values may still be picked (some SKU in stock has them with
// the rest of the choice), and which SKU a full choice names. The sheet shows what these say.

export type SkuOptionGroup = { name: string; values: readonly string[] };
export type ChoosableSku = {
  skuId: string;
  options: readonly { name: string; value: string }[];
  stock: number;
};
/** Option name → the value picked; a group not in it is still open. */
export type SkuChoice = Readonly<Record<string, string>>;

const valueOf = (sku: ChoosableSku, name: string) => sku.options.find((o) => o.name === name)?.value;

const matches = (sku: ChoosableSku, choice: SkuChoice) =>
  Object.entries(choice).every(([name, value]) => valueOf(sku, name) === value);

/** The SKU every group's pick names, or null while a group is open (or no SKU has that combination). */
export function chosenSku<S extends ChoosableSku>(
  groups: readonly SkuOptionGroup[],
  skus: readonly S[],
  choice: SkuChoice,
): S | null {
  if (groups.some((g) => choice[g.name] === undefined)) return null;
  return skus.find((s) => matches(s, choice)) ?? null;
}

/** Whether picking `value` in group `name` still leads to a SKU in stock, whatever the other groups say now. */
export function isValueAvailable(
  skus: readonly ChoosableSku[],
  choice: SkuChoice,
  name: string,
  value: string,
): boolean {
  const next = { ...choice, [name]: value };
  return skus.some((s) => s.stock > 0 && matches(s, next));
}

/** Picks a value (or drops it when picked again); picks that no longer fit the new one are dropped. */
export function toggleValue(skus: readonly ChoosableSku[], choice: SkuChoice, name: string, value: string): SkuChoice {
  if (choice[name] === value) {
    const rest = { ...choice };
    delete rest[name];
    return rest;
  }
  const next: Record<string, string> = { [name]: value };
  for (const [other, picked] of Object.entries(choice)) {
    if (other === name) continue;
    if (skus.some((s) => s.stock > 0 && matches(s, { ...next, [other]: picked }))) next[other] = picked;
  }
  return next;
}

/** The choice a sheet opens with: the asked SKU when it is in stock, else the first SKU in stock, else nothing. */
export function initialChoice(skus: readonly ChoosableSku[], preferredSkuId?: string | null): SkuChoice {
  const preferred = skus.find((s) => s.skuId === preferredSkuId && s.stock > 0);
  const first = preferred ?? skus.find((s) => s.stock > 0);
  if (!first) return {};
  return Object.fromEntries(first.options.map((o) => [o.name, o.value]));
}

/** How many a buyer may take of a SKU: 1 to its stock, at most `cap`. */
export const clampCount = (count: number, stock: number, cap = 9): number =>
  Math.max(1, Math.min(Math.floor(count) || 1, Math.max(1, Math.min(stock, cap))));
