import type { ReportLines } from './report-lines';
import { reportPdf } from './report-pdf';

/** A report with every part the PDF can draw: results flagged and critical, traceability, release, QR code. */
const sample: ReportLines = {
  title: 'Laudo de exame',
  workplace: { name: 'Ponto', cnpj: 'CNPJ 00.000.000/0001-91' },
  patientName: 'Paciente',
  patient: [['CPF', '000.000.000-00']],
  exam: [['Exame', 'Glicose']],
  results: [
    {
      analyte: 'Glicose',
      value: '52 mg/dL',
      flag: { kind: 'low', text: 'ABAIXO do valor de referência' },
      critical: 'valor crítico',
      reference: 'Valores de referência: 70 – 99 mg/dL',
      interpretation: 'Interpretação',
      notes: ['Observação'],
    },
  ],
  noResult: null,
  traceability: [['Lote da cápsula', 'L1']],
  rectified: null,
  responsible: 'Responsável',
  labels: {
    result: 'Resultado',
    traceability: 'Amostra e rastreabilidade',
    hashcode: 'Código de verificação',
  },
};

/**
 * Draws a sample report and throws it away, so that the first reports a user asks for after a start do not
 * pay for what the first drawings cost (reading and parsing the embedded fonts, compiling the drawing code,
 * then optimising it: V8 optimises what has run a number of times, so the pool draws it a few dozen times).
 */
export async function warmUpReportPdf(): Promise<void> {
  const doc = await reportPdf({
    lines: sample,
    protocolNumber: '0',
    reportHash: '0'.repeat(64),
    verify: { url: 'http://localhost/verificar/0', text: 'Confira em http://localhost/verificar/0' },
    logo: null,
  });
  for await (const _chunk of doc as AsyncIterable<Buffer>) {
    // drained: nothing is kept
  }
}
