/**
 * The floor of the report PDF in bench/exam-report.ts: a bare Fastify that draws, for every request, a one-page
 * A4 of the same make as a report — the same embedded Noto Sans (parsed once, as the portal does), a QR code
 * encoded per request and drawn as squares (as the portal does), a header, label/value pairs, one framed result and the verification line — with pdfkit
 * alone: no database, no sign-in, no audit. Started as a child process; prints its address on stdout.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

const require = createRequire(import.meta.url);
const font = (file: string) =>
  fontkit.create(
    fs.readFileSync(require.resolve(`@expo-google-fonts/noto-sans/${file}`)),
  ) as unknown as string;
const regular = font('400Regular/NotoSans_400Regular.ttf');
const bold = font('700Bold/NotoSans_700Bold.ttf');
const pairs = [
  ['CPF', '123.456.789-09'],
  ['Idade na coleta', '34 anos'],
  ['Exame', 'Covid-19 Antígeno'],
  ['Metodologia', 'Imunocromatografia'],
  ['Lote da cápsula', 'L123 · validade 31/03/2027'],
  ['Leitor', 'FLOW-0001'],
];

async function draw(id: string): Promise<PDFKit.PDFDocument> {
  const hash = id.padEnd(64, '0');
  const { modules } = QRCode.create(`https://ponto.example/verificar/${hash}`, { errorCorrectionLevel: 'M' });
  const doc = new PDFDocument({ size: 'A4', margin: 48, font: regular });
  doc.registerFont('Body', regular as never);
  doc.registerFont('Body-Bold', bold as never);
  doc.font('Body-Bold').fontSize(16).text('Laudo de exame', { align: 'right' });
  doc.font('Body').fontSize(9).text('Farmácia Central · CNPJ 12.345.678/0001-90', { align: 'right' });
  doc.moveDown().font('Body-Bold').fontSize(14).text('Paciente Exemplo da Silva');
  for (const [label, value] of pairs) {
    const y = doc.y;
    doc.font('Body-Bold').fontSize(9.5).text(label!, 48, y, { width: 130 });
    doc.font('Body').text(value!, 180, y, { width: 360 });
  }
  const top = doc.y + 12;
  doc.roundedRect(48, top, 499, 110, 6).lineWidth(1.2).stroke('#b42318');
  doc
    .font('Body-Bold')
    .fontSize(10)
    .text('Antígeno SARS-CoV-2', 64, top + 14);
  doc.fontSize(24).fillColor('#b42318').text('Positivo');
  doc.fontSize(10).text('REAGENTE: resultado positivo');
  doc.font('Body').fillColor('black').text('Valores de referência: Não reagente');
  doc
    .moveDown(3)
    .font('Body-Bold')
    .fontSize(8)
    .text(`Código de verificação: ${hash}`, 48, doc.y, { width: 400 });
  const cell = 80 / (modules.size + 2);
  const qrTop = doc.y - 20;
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) doc.rect(467 + (col + 1) * cell, qrTop + (row + 1) * cell, cell, cell);
  doc.fill('#000000');
  doc.end();
  return doc;
}

const app = Fastify({ logger: false });
app.get<{ Params: { id: string } }>('/report/:id', async (request, reply) =>
  reply.type('application/pdf').send(await draw(request.params.id)),
);
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`bare pdf at ${address}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
