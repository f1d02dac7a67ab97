import { pdfInputOf, type ReportToDraw } from './report-drawing';
import { reportPdf } from './report-pdf';

/**
 * A report with every part the PDF can draw, worded as a real one is: results flagged and critical,
 * traceability, release, QR code.
 */
export const sampleReport: ReportToDraw = {
  source: {
    report: {
      id: '00000000-0000-4000-8000-000000000000',
      workplaceId: '00000000-0000-4000-8000-000000000001',
      state: 'ready',
      releasedAt: new Date('2026-01-02T13:00:00Z'),
      reportHash: '0'.repeat(64),
      examName: { 'pt-BR': 'Glicose', 'en-US': 'Glucose', 'es-ES': 'Glucosa', 'pt-PT': 'Glicose' },
      examCode: 'GLI',
      methodology: 'Fotometria',
      sampleType: 'Sangue capilar',
      protocolNumber: '0',
      reportLanguages: ['pt-BR'],
      patientName: 'Paciente',
      patientDocument: '00000000000',
      patientDocumentType: 'cpf',
      patientBirthDate: '1990-01-01',
      // Anonymised (docs/patient-data-rights.md): the patient block without a document or a full birth date.
      patientAnonymisedAt: new Date('2026-01-03T00:00:00Z'),
      patientSex: 'female',
      animal: null,
      workplaceName: 'Ponto',
      workplaceCnpj: '00000000000191',
      workplaceTimeZone: 'America/Sao_Paulo',
      workplacePermissions: [],
      releaserName: 'Responsável',
      councilAcronym: 'CRF',
      councilState: 'SP',
      councilNumber: '1',
      profession: 'pharmacist',
    },
    results: [
      {
        analyteCode: 'GLI',
        analyteName: { 'pt-BR': 'Glicose', 'en-US': 'Glucose', 'es-ES': 'Glucosa', 'pt-PT': 'Glicose' },
        qualitative: false,
        value: '52',
        unit: 'mg/dL',
        lowerLimit: '70',
        upperLimit: '99',
        valid: true,
        description: 'Observação',
        interferent: null,
        methodology: 'Fotometria',
        resultAt: '2026-01-02T12:30:00.000Z',
        source: 'reader',
        critical: true,
      },
    ],
    traceability: {
      collectedAt: new Date('2026-01-02T12:20:00Z'),
      reader: { code: 'R1', family: 'fluorescence' },
      lot: { number: 'L1', expiresOn: '2027-03-31' },
      operator: { name: 'Operador', document: '00000000000' },
    },
    rectified: false,
    locale: 'pt-BR',
  },
  verifyUrl: 'http://localhost/verificar/0',
  logo: null,
};

/**
 * Words and draws a sample report and throws it away, so that the first reports a user asks for after a start
 * do not pay for what the first drawings cost (reading and parsing the embedded fonts, compiling the wording
 * and drawing code, then optimising it: V8 optimises what has run a number of times, so the pool draws it a few dozen times).
 */
export async function warmUpReportPdf(): Promise<void> {
  const doc = await reportPdf(pdfInputOf(sampleReport));
  for await (const _chunk of doc as AsyncIterable<Buffer>) {
    // drained: nothing is kept
  }
}
