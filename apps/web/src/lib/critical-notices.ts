/**
 * The cache key of a workplace's critical notices (both lists and the menu's count start with it), here
 * so that the live connection can refresh them without importing the feature.
 */
export const criticalNoticesKey = (cnpj: string) => ['criticalNotices', cnpj] as const;
