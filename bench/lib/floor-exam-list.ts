/**
 * The floor of bench/door.ts for the exam list: a bare Fastify and a `pg` pool running the page query the
 * portal runs for GET /exam-requests (the same SQL, prepared too, on the same database), with no sign-in,
 * no workplace check, no audit and no response schema. Started as a child process; prints its address on stdout.
 *
 *   DATABASE_URL=… CNPJ=… tsx lib/floor-exam-list.ts
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const { rows } = await pool.query<{ id: string }>('SELECT id FROM workplaces WHERE cnpj = $1', [
  process.env.CNPJ,
]);
const workplaceId = rows[0]?.id;
if (!workplaceId) throw new Error(`no workplace ${process.env.CNPJ}`);

// Times as ISO text, as the portal's page has them written by PostgreSQL (list-repository.ts, isoText).
const PAGE = `select exam_requests.id, exam_requests.created_at::text,
  to_char(exam_requests.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), exams.code,
  exams.name, exams.device_family, coalesce(patients.full_name, animals.animal->>'nameOrCode', ''),
  pre_exams.protocol_number, exam_requests.status,
  to_char(exam_requests.recollect_deadline_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  exam_requests.recollect_reason, last_run.step, last_run.reader_code
  from exam_requests
  inner join exams on exams.id = exam_requests.exam_id
  inner join pre_exams on pre_exams.id = exam_requests.pre_exam_id
  left join patients on patients.id = pre_exams.patient_id
  left join animals on animals.id = pre_exams.animal_id
  left join lateral (select exam_runs.step, readers.code as reader_code from exam_runs
    inner join readers on readers.id = exam_runs.reader_id
    where exam_runs.exam_request_id = exam_requests.id
    order by exam_runs.started_at desc, exam_runs.id desc limit 1) last_run on true
  where exam_requests.workplace_id = $1
  order by exam_requests.created_at desc, exam_requests.id desc limit $2`;

const app = Fastify({ logger: false });
app.get('/exam-requests', async (request) => {
  const limit = Number((request.query as { limit?: string }).limit ?? 20);
  // A named statement: parsed and planned once per connection, as the portal's is.
  const page = await pool.query({
    name: 'floor_exam_list',
    text: PAGE,
    values: [workplaceId, limit + 1],
    rowMode: 'array',
  });
  return { items: page.rows.slice(0, limit), nextCursor: null };
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`floor at ${address}`);
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
