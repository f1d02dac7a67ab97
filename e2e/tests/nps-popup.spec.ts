// NPS survey popup (§2, §3 login popups): a user of a month who never answered is asked after signing in;
// the answer is kept and the question does not come back. The user is made for this journey in the
// portal's database (a month old), with the demo password.
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { login } from '../fixtures/login.ts';
import { portalDatabaseReachable, withPortalDatabase } from '../fixtures/portal-database.ts';
import { randomCpf } from './new-exam-helpers.ts';

test('a user of a month answers the NPS survey once', { tag: '@tablet' }, async ({ page }) => {
  test.skip(!portalDatabaseReachable(), 'needs the portal this run started (a user is made in its database)');
  const document = randomCpf();
  await withPortalDatabase(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into users (document, name, password_hash, created_at, last_workplace_id)
       select $1, 'Nina Veterana', password_hash, now() - interval '30 days',
              (select id from workplaces where cnpj = $3)
       from users where document = $2 returning id`,
      [document, demoUsers.active.document.replace(/\D/g, ''), demoWorkplaces.clinic.cnpj.replace(/\D/g, '')],
    );
    await db.query(
      `insert into user_workplaces (user_id, workplace_id) select $1, id from workplaces where cnpj = $2`,
      [rows[0]?.id, demoWorkplaces.clinic.cnpj.replace(/\D/g, '')],
    );
  });

  await page.goto('/login');
  await login(page, document);
  // Signed in first (the password check is slow on purpose), then the survey, whose code loads on demand.
  await expect(page).not.toHaveURL(/\/(login)?([?#].*)?$/);
  const survey = page.getByRole('dialog', { name: 'Sua opinião sobre o Ponto' });
  await expect(survey).toContainText('De 0 a 10, quanto você recomendaria o Ponto a um colega?', {
    timeout: 20_000,
  });
  await expectNoAxeViolations(page);
  await expect(survey.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await survey.getByText('9', { exact: true }).click();
  await expect(survey.getByRole('radio', { name: '9', exact: true })).toBeChecked();
  await survey.getByRole('textbox', { name: 'Quer contar o porquê? (opcional)' }).fill('Laudos rápidos');
  await survey.getByRole('button', { name: 'Enviar' }).click();
  await expect(survey).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();

  // Answered: the next session does not ask again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Sua opinião sobre o Ponto' })).toHaveCount(0);
  const stored = await withPortalDatabase((db) =>
    db.query<{ score: number; comment: string }>(
      `select score, comment from nps_responses r join users u on u.id = r.user_id where u.document = $1`,
      [document],
    ),
  );
  expect(stored.rows).toEqual([{ score: 9, comment: 'Laudos rápidos' }]);
});
