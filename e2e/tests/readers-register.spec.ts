// Readers: registering a reader by code — an unknown code and an already registered one get their
// §8 messages beside the field. Veterinary workplace.
import { demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { provisionCode, signInAt } from './readers-simulator.ts';

const workplace = demoWorkplaces.veterinary;

test('unknown and already registered reader codes', { tag: '@tablet' }, async ({
  page,
  demoUsers,
  request,
}) => {
  await signInAt(page, demoUsers.active, workplace);
  const field = page.getByRole('textbox', { name: 'Código do leitor' });
  const submit = page.getByRole('button', { name: 'Cadastrar', exact: true });

  // Empty: the field says so, nothing is sent.
  await submit.click();
  await expect(page.getByText('Campo obrigatório')).toBeVisible();

  await field.fill('NO-SUCH-READER-42');
  await submit.click();
  await expect(page.getByText('Código de leitor inexistente')).toBeVisible();
  await expect(page.getByText('Confira o código na etiqueta do leitor')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // A code that is registered already (a virtual device just provisioned on this workplace).
  const code = await provisionCode(request, workplace.cnpj);
  await field.fill(code);
  await submit.click();
  await expect(page.getByText('Leitor já cadastrado')).toBeVisible();
  await expectNoAxeViolations(page);
});
