import { describe, expect, it } from 'vitest';
import { missingCouncilFields } from './council';

describe('missingCouncilFields', () => {
  it.each([
    [{ acronym: 'CRF', state: 'SP', number: '12345' }, []],
    [{ acronym: 'CRF', state: ' ', number: '12345' }, ['state']],
    [{ acronym: null, state: 'SP' }, ['acronym', 'number']],
    [null, ['acronym', 'state', 'number']],
    [undefined, ['acronym', 'state', 'number']],
  ])('%j → %j', (council, missing) => expect(missingCouncilFields(council)).toEqual(missing));
});
