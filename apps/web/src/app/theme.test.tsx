import { Loader } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/render';

describe('theme', () => {
  it('gives every loader a role, so its label names a status screen readers announce', async () => {
    renderWithApp(<Loader aria-label="Carregando…" />);
    expect(await screen.findByRole('status', { name: 'Carregando…' })).toBeTruthy();
  });
});
