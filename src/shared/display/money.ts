/**
 * SPEC 9 money: $x.yM from a million, $xK from a thousand, else the plain amount. The plain amount
 * keeps the dollar sign so every figure in a money column reads as money.
 */
export function formatMoney(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  const value = Math.abs(amount);
  // 999,600 would round to "$1000K"; it reads better as the next unit up.
  if (value >= 999_500) return `${sign}$${(value / 1_000_000).toFixed(1)}M`;
  if (value >= 1_000) return `${sign}$${Math.round(value / 1_000)}K`;
  return `${sign}$${Math.round(value)}`;
}
