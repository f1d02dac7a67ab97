import type { Bundle, BundleEntry, BundleLink, Resource } from '@medplum/fhirtypes';

export interface SearchPage {
  /** The absolute URL of the type's search, e.g. https://host/fhir/R4/Observation. */
  url: string;
  /** The search parameters the server used, without paging. */
  params: URLSearchParams;
  count: number;
  offset: number;
  total: number;
}

function linkTo(page: SearchPage, offset: number): string {
  const params = new URLSearchParams(page.params);
  params.set('_count', String(page.count));
  if (offset > 0) params.set('_offset', String(offset));
  return `${page.url}?${params}`;
}

/**
 * A searchset Bundle: the matches, then what `_include` brought in, with self, first, previous and next
 * links (offset paging with `_count` and `_offset`).
 */
export function searchsetBundle(
  page: SearchPage,
  matches: readonly Resource[],
  included: readonly Resource[],
  base: string,
): Bundle {
  const links: BundleLink[] = [
    { relation: 'self', url: linkTo(page, page.offset) },
    { relation: 'first', url: linkTo(page, 0) },
  ];
  if (page.offset > 0)
    links.push({ relation: 'previous', url: linkTo(page, Math.max(0, page.offset - page.count)) });
  if (page.count > 0 && page.offset + page.count < page.total)
    links.push({ relation: 'next', url: linkTo(page, page.offset + page.count) });
  const entry = (resource: Resource, mode: 'match' | 'include'): BundleEntry => ({
    fullUrl: `${base}/${resource.resourceType}/${resource.id}`,
    resource,
    search: { mode },
  });
  const entries = [...matches.map((r) => entry(r, 'match')), ...included.map((r) => entry(r, 'include'))];
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total: page.total,
    link: links,
    // FHIR JSON has no empty arrays: a search that matched nothing has no entry at all.
    ...(entries.length > 0 && { entry: entries }),
  };
}
