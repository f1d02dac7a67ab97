import { fieldError } from '@ponto/domain';
import { validationError } from '../../platform/errors';

/**
 * 'Load more' (§9) for the searches of /pacientes — patients and veterinary patients alike: pages of 20
 * ordered by the search name, then the id, with an opaque cursor naming the last row shown.
 */
export const SEARCH_PAGE_SIZE = 20;

export interface SearchPosition {
  name: string;
  id: string;
}

/** The cursor of a client: the position it was given; anything else is a field error on `cursor`. */
export function decodeSearchCursor(cursor: string): SearchPosition {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      name?: unknown;
      id?: unknown;
    };
    if (typeof value.name === 'string' && typeof value.id === 'string' && /^[0-9a-f-]{36}$/.test(value.id)) {
      return { name: value.name, id: value.id };
    }
  } catch {
    // falls through to the field error
  }
  throw validationError([fieldError('cursor', 'invalid')]);
}

function encodeSearchCursor(position: SearchPosition): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/**
 * One page from rows fetched with a limit of SEARCH_PAGE_SIZE + 1 (the extra row only says that there is
 * more): the items and the cursor of the next page, or null at the end.
 */
export function searchPage<Row extends { searchName: string; id: string }, Item>(
  rows: Row[],
  toItem: (row: Row) => Item,
): { items: Item[]; nextCursor: string | null } {
  const page = rows.slice(0, SEARCH_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    nextCursor:
      rows.length > SEARCH_PAGE_SIZE && last
        ? encodeSearchCursor({ name: last.searchName, id: last.id })
        : null,
  };
}
