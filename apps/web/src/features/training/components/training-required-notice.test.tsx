import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { TrainingRequiredNotice } from './training-required-notice';

describe('<TrainingRequiredNotice>', () => {
  it('says, as a status message, that the training trail comes first and where it is', async () => {
    renderWithApp(<TrainingRequiredNotice />);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Treinamento obrigatório');
    expect(notice).toHaveTextContent('/treinamento');
  });
});
