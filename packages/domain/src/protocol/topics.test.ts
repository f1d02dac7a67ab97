import { describe, expect, it } from 'vitest';
import { parseTopic, readerTopics, sharedSubscription, workplaceTopics } from './topics';

describe('reader topics', () => {
  it.each([
    [readerTopics.status('RD-0001'), 'ponto/v1/readers/RD-0001/status'],
    [readerTopics.events('RD-0001'), 'ponto/v1/readers/RD-0001/events'],
    [readerTopics.commands('RD-0001'), 'ponto/v1/readers/RD-0001/commands'],
    [readerTopics.all('events'), 'ponto/v1/readers/+/events'],
  ])('%s', (topic, expected) => expect(topic).toBe(expected));

  it.each([[''], ['a/b'], ['+'], ['#'], ['a b'], ['$SYS']])('refuses the level %j', (code) => {
    expect(() => readerTopics.status(code)).toThrow(RangeError);
  });
});

describe('workplace topics', () => {
  it.each([
    [workplaceTopics.readers('11222333000181'), 'ponto/v1/workplaces/11222333000181/readers'],
    [workplaceTopics.exams('11222333000181'), 'ponto/v1/workplaces/11222333000181/exams'],
    [workplaceTopics.localAnalysis('11222333000181'), 'ponto/v1/workplaces/11222333000181/local-analysis'],
    [workplaceTopics.chat('11222333000181'), 'ponto/v1/workplaces/11222333000181/chat'],
    [workplaceTopics.all('11222333000181'), 'ponto/v1/workplaces/11222333000181/#'],
  ])('%s', (topic, expected) => expect(topic).toBe(expected));

  it('refuses a CNPJ with a wildcard', () => expect(() => workplaceTopics.all('#')).toThrow(RangeError));
});

describe('sharedSubscription', () => {
  it('prefixes the share group', () => {
    expect(sharedSubscription(readerTopics.all('events'))).toBe('$share/ponto/ponto/v1/readers/+/events');
    expect(sharedSubscription('t', 'g2')).toBe('$share/g2/t');
  });
});

describe('parseTopic', () => {
  it.each([
    ['ponto/v1/readers/RD-1/status', { kind: 'reader', code: 'RD-1', channel: 'status' }],
    ['ponto/v1/readers/RD-1/commands', { kind: 'reader', code: 'RD-1', channel: 'commands' }],
    ['ponto/v1/workplaces/111/local-analysis', { kind: 'workplace', cnpj: '111', channel: 'local-analysis' }],
    ['ponto/v1/readers/RD-1/unknown', null],
    ['ponto/v1/workplaces/111/status', null],
    ['ponto/v2/readers/RD-1/status', null],
    ['ponto/v1/readers/+/status', null],
    ['ponto/v1/readers//status', null],
    ['ponto/v1/readers/RD-1', null],
    ['ponto/v1/gadgets/RD-1/status', null],
  ])('%s → %j', (topic, parsed) => expect(parseTopic(topic)).toEqual(parsed));
});
