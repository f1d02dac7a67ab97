import { parseTopic } from '@ponto/domain';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, type Metric, Registry } from 'prom-client';
import type { Clock } from '../../platform/clock';
import type { MetricsRepository } from './metrics-repository';
import { RequestDurations } from './request-durations';

export interface MetricsSources {
  pool: pg.Pool;
  repository: MetricsRepository;
  clock: Clock;
  /** The live connections open now on this process. */
  liveConnections(): { browsers: number; devices: number };
}

/** A live message's kind: its topic's channel (a closed list), so the label's values stay few. */
function kindOf(topic: string): string {
  return parseTopic(topic)?.channel ?? 'other';
}

/**
 * The portal's figures in the Prometheus text format (docs/operations.md, "Metrics"). Requests and live
 * messages are counted as they happen; the pool and the connections are read at each scrape, and so are the
 * queues and the exams by state, in one query each.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requestSeconds: RequestDurations;
  private readonly liveMessages: Counter<'direction' | 'kind'>;
  private readonly queueDepth: Gauge<'queue'>;
  private readonly queueOldest: Gauge<'queue'>;
  private readonly exams: Gauge<'state'>;
  private readonly databaseRead: Gauge;

  constructor(private readonly sources: MetricsSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'ponto_' });
    this.requestSeconds = new RequestDurations(
      'ponto_http_request_duration_seconds',
      'Time from the request to the end of its answer, by route and status.',
      [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    );
    // The registry reads any object with a name and get(); its typings list only prom-client's own classes.
    this.registry.registerMetric(this.requestSeconds as unknown as Metric);
    new Gauge({
      name: 'ponto_db_pool_connections',
      help: 'Database connections of this process: total open, idle, and requests waiting for one.',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'total' }, sources.pool.totalCount);
        this.set({ state: 'idle' }, sources.pool.idleCount);
        this.set({ state: 'waiting' }, sources.pool.waitingCount);
      },
    });
    new Gauge({
      name: 'ponto_live_connections',
      help: 'Live (MQTT) connections open on this process, browsers and devices.',
      labelNames: ['kind'],
      registers,
      collect() {
        const open = sources.liveConnections();
        this.set({ kind: 'browser' }, open.browsers);
        this.set({ kind: 'device' }, open.devices);
      },
    });
    this.liveMessages = new Counter({
      name: 'ponto_live_messages_total',
      help: 'Live messages: in from devices, out from the server, by channel.',
      labelNames: ['direction', 'kind'],
      registers,
    });
    this.queueDepth = new Gauge({
      name: 'ponto_queue_depth',
      help: 'Items waiting: e-mail and SMS outbox, webhook deliveries, reader events not yet handled.',
      labelNames: ['queue'],
      registers,
    });
    this.queueOldest = new Gauge({
      name: 'ponto_queue_oldest_seconds',
      help: 'How long the oldest waiting item of each queue has waited.',
      labelNames: ['queue'],
      registers,
    });
    this.exams = new Gauge({
      name: 'ponto_exams',
      help: 'Exam requests of every workplace, by state.',
      labelNames: ['state'],
      registers,
    });
    this.databaseRead = new Gauge({
      name: 'ponto_metrics_database_read',
      help: '1 when this scrape read the queues and exams from the database, 0 when it could not.',
      registers,
    });
  }

  /** Records the answers of one route ('unmatched' for those no route took). */
  requestRecorder(route: string): (method: string, statusCode: number, seconds: number) => void {
    return this.requestSeconds.recorder(route);
  }

  countLiveMessage(direction: 'in' | 'out', topic: string): void {
    this.liveMessages.inc({ direction, kind: kindOf(topic) });
  }

  /** The text of one scrape; the database figures are read first (and left out, marked, when it is down). */
  async render(): Promise<string> {
    try {
      const [queues, exams] = await Promise.all([
        this.sources.repository.queues(this.sources.clock.now()),
        this.sources.repository.examsByState(),
      ]);
      for (const { queue, depth, oldestSeconds } of queues) {
        this.queueDepth.set({ queue }, depth);
        this.queueOldest.set({ queue }, oldestSeconds);
      }
      this.exams.reset();
      for (const { state, count } of exams) this.exams.set({ state }, count);
      this.databaseRead.set(1);
    } catch {
      this.queueDepth.reset();
      this.queueOldest.reset();
      this.exams.reset();
      this.databaseRead.set(0);
    }
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
