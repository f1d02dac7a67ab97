/** §5: a result sheet needs the professional council acronym, its state (district) and the number. */
export interface CouncilData {
  acronym?: string | null;
  state?: string | null;
  number?: string | null;
}

export function missingCouncilFields(council: CouncilData | null | undefined): Array<keyof CouncilData> {
  return (['acronym', 'state', 'number'] as const).filter((field) => !council?.[field]?.trim());
}
