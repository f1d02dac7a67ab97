import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, csvRecord } from './csv';

describe('csvField: RFC 4180 quoting', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['Silva, Maria', '"Silva, Maria"'],
    ['say "hi"', '"say ""hi"""'],
    ['"', '""""'],
    ['line\nbreak', '"line\nbreak"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['crlf\r\nend', '"crlf\r\nend"'],
    ['João Ñúñez ç', 'João Ñúñez ç'],
  ])('%j → %j', (value, field) => expect(csvField(value)).toBe(field));
});

describe('csvField: formula injection (OWASP)', () => {
  it.each([
    ['=HYPERLINK("http://x.example","click")', `"'=HYPERLINK(""http://x.example"",""click"")"`],
    ['=1+1', "'=1+1"],
    ['+55 11 99999-9999', "'+55 11 99999-9999"],
    ['+1', "'+1"],
    ['-1+cmd|calc', "'-1+cmd|calc"],
    ['-', "'-"],
    ['-1e5', "'-1e5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['\r=1', `"'\r=1"`],
    ['=A1,B1', `"'=A1,B1"`],
  ])('%j → %j', (value, field) => expect(csvField(value)).toBe(field));

  it.each(['-1', '-2', '-2.5', '-0.001', '1', '2.5', '0'])('keeps the number %j a number', (value) =>
    expect(csvField(value)).toBe(value),
  );

  it('leaves a formula sign that is not first alone', () => {
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('Maria-José')).toBe('Maria-José');
  });
});

describe('csvRecord', () => {
  it('joins the fields with commas and ends the record in CRLF', () => {
    expect(csvRecord(['a', 'b,c', '-1', '=x'])).toBe(`a,"b,c",-1,'=x\r\n`);
    expect(csvRecord([])).toBe('\r\n');
  });

  it('has a UTF-8 byte-order mark for spreadsheets', () => {
    expect(Buffer.from(CSV_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
