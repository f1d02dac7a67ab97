import { type ExamRunDetail, examTimelineEvents } from '@ponto/domain';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { ExamTimeline } from './exam-timeline';

const at = '2026-03-02T10:00:00.000Z';
const entry = (type: string, detail: Record<string, unknown> = {}): ExamRunDetail['timeline'][number] => ({
  type,
  at,
  detail,
});

function titles() {
  return [...document.querySelectorAll('.mantine-Timeline-itemTitle')].map(
    (title) => title.textContent ?? '',
  );
}

describe('ExamTimeline', () => {
  it('names the reader result in words, not as its key', async () => {
    renderWithApp(
      <ExamTimeline detail={{ timeline: [entry('registered'), entry('resultReceived', { analytes: 2 })] }} />,
    );
    expect(await screen.findByText('Resultado recebido do leitor')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('resultReceived');
  });

  it.each(['pt-BR', 'en-US', 'es-ES', 'pt-PT'])('shows no raw event name in %s', async (language) => {
    const { services } = renderWithApp(
      <ExamTimeline
        detail={{ timeline: examTimelineEvents.map((type) => entry(type, { step: 'analysis' })) }}
      />,
    );
    await act(() => services.changeLanguage(language as 'pt-BR'));
    const shown = titles();
    expect(shown).toHaveLength(examTimelineEvents.length);
    for (const title of shown) {
      expect(title.trim()).not.toBe('');
      expect(title).not.toMatch(/examRun:|timeline\.|\{\{/);
      expect(examTimelineEvents as readonly string[]).not.toContain(title);
    }
  });

  it('names an event it does not know generically, without the raw type', async () => {
    renderWithApp(<ExamTimeline detail={{ timeline: [entry('somethingNew')] }} />);
    expect(await screen.findByText('Outro evento do exame')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('somethingNew');
  });
});
