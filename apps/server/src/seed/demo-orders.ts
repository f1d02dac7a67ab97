import { calendarDateOf, type OrderStatus, toIsoDate } from '@ponto/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { exams, orderEvents, orderItems, orderShipmentLots, orders, users, workplaces } from '../db/schema';
import type { Clock } from '../platform/clock';

/** The demo distributor (demo-network's demoUsers): moves the demo orders through the distributor API. */
export const DEMO_DISTRIBUTOR_DOCUMENT = '66778899042';

const people = {
  ana: '11144477735',
  elisa: '45678901249',
  heitor: '78901234505',
  paulo: DEMO_DISTRIBUTOR_DOCUMENT,
} as const;
type Person = keyof typeof people;

const addresses = {
  drugstore: {
    postalCode: '01304-001',
    postalCodeUnknown: false,
    street: 'Rua Augusta',
    number: '1500',
    complement: 'Loja 1',
    district: 'Consolação',
    city: 'São Paulo',
    state: 'SP',
    country: 'BR',
  },
  clinic: {
    postalCode: '01452-000',
    postalCodeUnknown: false,
    street: 'Avenida Brigadeiro Faria Lima',
    number: '2000',
    complement: 'Sala 12',
    district: 'Jardim Paulistano',
    city: 'São Paulo',
    state: 'SP',
    country: 'BR',
  },
};

interface DemoShipmentLot {
  examCode: string;
  lotNumber: string;
  internalLot?: string;
  /** Days from the seed's today. */
  made: number;
  expires: number;
  quantity: number;
}

interface DemoOrder {
  /** Unique per workplace: how a second seed run knows the order is there. */
  notes: string;
  cnpj: string;
  address: keyof typeof addresses;
  products: Array<{ examCode: string; quantity: number }>;
  /** Each status change, days from the seed's today, and who made it; the first is the placing. */
  history: Array<{ to: OrderStatus; day: number; by: Person }>;
  forecastIn?: number;
  paymentReference?: string;
  invoice?: string;
  lots?: DemoShipmentLot[];
}

const drugstore = '11222333000181';
const clinic = '22333444000181';

/**
 * docs/orders.md demo: each status a person meets, with its history. 'NF-DEMO-1001' (drugstore,
 * dispatched) and 'NF-DEMO-2001' (clinic, delivered) can be confirmed on the confirm-arrival tab.
 */
const demoOrders: DemoOrder[] = [
  {
    notes: 'Demonstração: reposição semanal',
    cnpj: drugstore,
    address: 'drugstore',
    products: [
      { examCode: 'COVID_AG', quantity: 50 },
      { examCode: 'HIV', quantity: 20 },
    ],
    history: [{ to: 'inAnalysis', day: -1, by: 'elisa' }],
  },
  {
    notes: 'Demonstração: campanha de glicemia',
    cnpj: drugstore,
    address: 'drugstore',
    products: [{ examCode: 'GLUCOSE', quantity: 100 }],
    forecastIn: 5,
    paymentReference: '34191.79001 01043.510047 91020.150008 1 96610000010000',
    history: [
      { to: 'inAnalysis', day: -6, by: 'ana' },
      { to: 'confirmed', day: -5, by: 'paulo' },
      { to: 'invoiceForPayment', day: -4, by: 'paulo' },
    ],
  },
  {
    notes: 'Demonstração: sífilis e HBsAg',
    cnpj: drugstore,
    address: 'drugstore',
    products: [
      { examCode: 'SYPHILIS', quantity: 30 },
      { examCode: 'HBSAG', quantity: 30 },
    ],
    forecastIn: 1,
    paymentReference: 'NF-PAG-1001',
    invoice: 'NF-DEMO-1001',
    lots: [
      {
        examCode: 'SYPHILIS',
        lotNumber: 'SYD103003004',
        internalLot: 'INT-3-D',
        made: -20,
        expires: 200,
        quantity: 30,
      },
      { examCode: 'HBSAG', lotNumber: 'HBD104004004', made: -20, expires: 200, quantity: 30 },
    ],
    history: [
      { to: 'inAnalysis', day: -10, by: 'elisa' },
      { to: 'confirmed', day: -9, by: 'paulo' },
      { to: 'invoiceForPayment', day: -8, by: 'paulo' },
      { to: 'invoicePaid', day: -4, by: 'paulo' },
      { to: 'invoiceForShipping', day: -2, by: 'paulo' },
      { to: 'dispatched', day: -1, by: 'paulo' },
    ],
  },
  {
    notes: 'Demonstração: primeiro pedido de Covid-19',
    cnpj: drugstore,
    address: 'drugstore',
    products: [{ examCode: 'COVID_AG', quantity: 50 }],
    paymentReference: 'NF-PAG-0901',
    invoice: 'NF-DEMO-0901',
    // The seed's valid Covid-19 lot at the drugstore: this is the order that brought it.
    lots: [
      {
        examCode: 'COVID_AG',
        lotNumber: 'COA101001001',
        internalLot: 'INT-1-A',
        made: -60,
        expires: 180,
        quantity: 50,
      },
    ],
    history: [
      { to: 'inAnalysis', day: -45, by: 'ana' },
      { to: 'confirmed', day: -44, by: 'paulo' },
      { to: 'invoiceForPayment', day: -43, by: 'paulo' },
      { to: 'invoiceForShipping', day: -41, by: 'paulo' },
      { to: 'dispatched', day: -40, by: 'paulo' },
      { to: 'delivered', day: -38, by: 'ana' },
      { to: 'received', day: -38, by: 'ana' },
      { to: 'invoicePaid', day: -10, by: 'paulo' },
      { to: 'closed', day: -9, by: 'paulo' },
    ],
  },
  {
    notes: 'Demonstração: pedido duplicado',
    cnpj: clinic,
    address: 'clinic',
    products: [{ examCode: 'BHCG', quantity: 40 }],
    history: [
      { to: 'inAnalysis', day: -20, by: 'heitor' },
      { to: 'canceled', day: -20, by: 'heitor' },
    ],
  },
  {
    notes: 'Demonstração: hemograma e PCR',
    cnpj: clinic,
    address: 'clinic',
    products: [
      { examCode: 'CBC', quantity: 25 },
      { examCode: 'CRP', quantity: 25 },
    ],
    forecastIn: 0,
    paymentReference: '34191.79001 01043.510047 91020.150008 1 96610000020000',
    invoice: 'NF-DEMO-2001',
    lots: [
      {
        examCode: 'CBC',
        lotNumber: 'CBD108008004',
        internalLot: 'INT-8-D',
        made: -15,
        expires: 120,
        quantity: 25,
      },
      { examCode: 'CRP', lotNumber: 'CRD107007004', made: -15, expires: 5, quantity: 25 },
    ],
    history: [
      { to: 'inAnalysis', day: -7, by: 'heitor' },
      { to: 'confirmed', day: -6, by: 'paulo' },
      { to: 'generateTicket', day: -6, by: 'paulo' },
      { to: 'invoiceForPayment', day: -5, by: 'paulo' },
      { to: 'invoiceForShipping', day: -3, by: 'paulo' },
      { to: 'dispatched', day: -2, by: 'paulo' },
      { to: 'delivered', day: 0, by: 'paulo' },
    ],
  },
  {
    notes: 'Demonstração: HIV para a campanha',
    cnpj: clinic,
    address: 'clinic',
    products: [{ examCode: 'HIV', quantity: 60 }],
    forecastIn: 10,
    history: [
      { to: 'inAnalysis', day: -2, by: 'ana' },
      { to: 'confirmed', day: -1, by: 'paulo' },
    ],
  },
];

/**
 * Demo orders at the drugstore and the clinic in several statuses, with their history (who and when),
 * shipment lots and invoices. Runs after seedDemoNetwork (workplaces, people, exams); running it again
 * adds only the orders that are missing.
 */
export async function seedDemoOrders(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  const at = (day: number, hour = 10) => {
    const instant = new Date(now.getTime() + day * 86_400_000);
    instant.setUTCHours(hour + 3, 0, 0, 0); // São Paulo's working hours
    return instant > now ? now : instant;
  };
  const dayOf = (day: number) => toIsoDate(calendarDateOf(new Date(now.getTime() + day * 86_400_000)));
  await db.transaction(async (tx) => {
    const examRows = await tx.select({ id: exams.id, code: exams.code }).from(exams);
    const examId = new Map(examRows.map((e) => [e.code, e.id]));
    const workplaceRows = await tx
      .select({ id: workplaces.id, cnpj: workplaces.cnpj })
      .from(workplaces)
      .where(inArray(workplaces.cnpj, [drugstore, clinic]));
    const workplaceId = new Map(workplaceRows.map((w) => [w.cnpj, w.id]));
    const userRows = await tx
      .select({ id: users.id, document: users.document })
      .from(users)
      .where(inArray(users.document, Object.values(people)));
    const userId = new Map(userRows.map((u) => [u.document, u.id]));
    const who = (person: Person) => userId.get(people[person]) ?? null;

    for (const demo of demoOrders) {
      const wid = workplaceId.get(demo.cnpj);
      const missingExam = [...demo.products, ...(demo.lots ?? [])].some((p) => !examId.has(p.examCode));
      if (!wid || missingExam) continue;
      const [existing] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.workplaceId, wid), eq(orders.notes, demo.notes)));
      if (existing) continue;

      const placed = demo.history[0]!;
      const last = demo.history.at(-1)!;
      const dispatched = demo.history.find((h) => h.to === 'dispatched');
      const delivered = demo.history.find((h) => h.to === 'delivered');
      const [row] = await tx
        .insert(orders)
        .values({
          workplaceId: wid,
          status: last.to,
          deliveryAddress: addresses[demo.address],
          notes: demo.notes,
          forecastOn: demo.forecastIn === undefined ? null : dayOf(demo.forecastIn),
          sentOn: dispatched ? dayOf(dispatched.day) : null,
          deliveredOn: delivered ? dayOf(delivered.day) : null,
          invoice: demo.invoice ?? null,
          paymentReference: demo.paymentReference ?? null,
          createdBy: who(placed.by),
          createdAt: at(placed.day, 9),
          updatedAt: at(last.day, 9 + demo.history.length),
        })
        .returning({ id: orders.id });
      const orderId = row!.id;
      await tx
        .insert(orderItems)
        .values(
          demo.products.map((p) => ({ orderId, examId: examId.get(p.examCode)!, quantity: p.quantity })),
        );
      if (demo.lots)
        await tx.insert(orderShipmentLots).values(
          demo.lots.map((lot) => ({
            orderId,
            examId: examId.get(lot.examCode)!,
            lotNumber: lot.lotNumber,
            internalLot: lot.internalLot ?? null,
            manufacturedOn: dayOf(lot.made),
            expiresOn: dayOf(lot.expires),
            quantity: lot.quantity,
          })),
        );
      await tx.insert(orderEvents).values(
        demo.history.map((step, i) => ({
          orderId,
          fromStatus: i === 0 ? null : demo.history[i - 1]!.to,
          toStatus: step.to,
          userId: who(step.by),
          // Hours apart within a day, so the history reads in order.
          at: at(step.day, 9 + i),
        })),
      );
    }
  });
}
