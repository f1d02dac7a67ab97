import fs from 'node:fs';
import path from 'node:path';
import type { Customization } from '@ponto/domain';
import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import pino from 'pino';
import { acquireDataDirLock } from './db/data-dir-lock';
import { type Database, isEmpty, openDatabase, runMigrations } from './db/database';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded-postgres';
import { inOneProcess, sweepLocks } from './db/one-process';
import { accountsRoutes } from './modules/accounts/routes';
import { AccountsService } from './modules/accounts/service';
import { addressesModule } from './modules/addresses/module';
import { auditResponses } from './modules/audit/audited-route';
import { auditRoutes } from './modules/audit/routes';
import { AuditTrail } from './modules/audit/service';
import { CallerCache } from './modules/auth/caller-cache';
import { AuthRepository } from './modules/auth/repository';
import { authRoutes } from './modules/auth/routes';
import { AuthService } from './modules/auth/service';
import { TokenService } from './modules/auth/tokens';
import { capsuleRoutes } from './modules/capsules/routes';
import { CapsuleService } from './modules/capsules/service';
import { clientQuizRoutes } from './modules/client-quiz/routes';
import { ClientQuizService } from './modules/client-quiz/service';
import { QuizTokens } from './modules/client-quiz/tokens';
import { EmbeddedControlProvider } from './modules/control-samples/embedded-provider';
import { controlSampleRoutes } from './modules/control-samples/routes';
import { ControlSamplesService } from './modules/control-samples/service';
import { criticalNoticeRoutes } from './modules/critical-values/notice-routes';
import { CriticalNoticeService } from './modules/critical-values/notice-service';
import { criticalRangeRoutes } from './modules/critical-values/routes';
import { distributorRoutes } from './modules/distributor/routes';
import { driveThroughRoutes } from './modules/drive-through/routes';
import { DriveThroughService } from './modules/drive-through/service';
import { examReportRoutes } from './modules/exam-report/routes';
import { ExamReportService } from './modules/exam-report/service';
import { examRunRoutes } from './modules/exams-run/routes';
import { ExamRunService } from './modules/exams-run/service';
import { fhirRoutes } from './modules/fhir/routes';
import { FhirService } from './modules/fhir/service';
import { mllpSender } from './modules/hl7/mllp';
import { Hl7Repository } from './modules/hl7/repository';
import { hl7Routes } from './modules/hl7/routes';
import { Hl7Service } from './modules/hl7/service';
import { Hl7Worker } from './modules/hl7/worker';
import { integrationApiRoutes } from './modules/integration-api/routes';
import { IntegrationService } from './modules/integration-api/service';
import { leafletRoutes } from './modules/leaflets/routes';
import type { BrowserIdentity } from './modules/live/access-policy';
import { countedBus } from './modules/live/counted-bus';
import { EmbeddedBroker } from './modules/live/embedded-broker';
import { ExternalBus } from './modules/live/external-bus';
import type { LiveBus } from './modules/live/live-bus';
import { localAnalysisRoutes } from './modules/local-analysis/routes';
import { MessagingRepository } from './modules/messaging/repository';
import { outboxRoutes } from './modules/messaging/routes';
import { ChannelRouter, FolderTransport, SmtpTransport } from './modules/messaging/transports';
import { OutboxWorker } from './modules/messaging/worker';
import { npsRoutes } from './modules/nps/routes';
import { operatorRoutes } from './modules/operators/routes';
import { OperatorsService } from './modules/operators/service';
import { orderingRoutes } from './modules/ordering/routes';
import { OrderingService } from './modules/ordering/service';
import { orderRoutes } from './modules/orders/routes';
import { PasswordResetRepository } from './modules/password-reset/repository';
import { passwordResetRoutes } from './modules/password-reset/routes';
import { PasswordResetService } from './modules/password-reset/service';
import { patientRightsRoutes } from './modules/patient-rights/routes';
import { PatientRightsService } from './modules/patient-rights/service';
import { animalsRoutes } from './modules/patients/animals';
import { patientsRoutes } from './modules/patients/routes';
import { PatientsService } from './modules/patients/service';
import { CovidReportService } from './modules/period-reports/covid-service';
import { NotificationsService } from './modules/period-reports/notifications-service';
import { periodReportRoutes } from './modules/period-reports/routes';
import { ServicesReportService } from './modules/period-reports/services-service';
import { photosModule } from './modules/photos/module';
import { profileRoutes } from './modules/profile/routes';
import { ProfileService } from './modules/profile/service';
import { protocolRoutes } from './modules/protocols/routes';
import { qualityModule } from './modules/quality/module';
import { deviceIdentity } from './modules/readers/device-auth';
import { ReadersRepository } from './modules/readers/repository';
import { readersRoutes } from './modules/readers/routes';
import { ReadersService } from './modules/readers/service';
import { reportLogoOf } from './modules/report-logo/report-logo-of';
import { reportLogoRoutes } from './modules/report-logo/routes';
import { logoLoader } from './modules/reports/report-logo';
import { ReportPdfPool } from './modules/reports/report-pdf-pool';
import { reportRoutes } from './modules/reports/routes';
import { ReportService } from './modules/reports/service';
import { rndsRoutes } from './modules/rnds/routes';
import { rndsSenderFrom } from './modules/rnds/sender';
import { RndsService } from './modules/rnds/service';
import { scheduleRoutes } from './modules/schedule/routes';
import { ScheduleService } from './modules/schedule/service';
import { stockRoutes } from './modules/stock/routes';
import { StockService } from './modules/stock/service';
import { supportRoutes } from './modules/support/routes';
import { SupportService } from './modules/support/service';
import { Metrics } from './modules/system/metrics';
import { MetricsRepository } from './modules/system/metrics-repository';
import { MetricsServer } from './modules/system/metrics-server';
import { systemRoutes } from './modules/system/routes';
import { trainingRoutes } from './modules/training/routes';
import { TrainingService } from './modules/training/service';
import { WebhooksRepository } from './modules/webhooks/repository';
import { webhookRoutes } from './modules/webhooks/routes';
import { WebhooksService } from './modules/webhooks/service';
import { httpSender, WebhookWorker } from './modules/webhooks/worker';
import { type Clock, OffsetClock, systemClock } from './platform/clock';
import type { Config } from './platform/config';
import { installDoor } from './platform/door';
import { fileStoreFrom } from './platform/file-store-from-config';
import {
  createHttp,
  recordAnswersWith,
  registerApiDocs,
  registerSecurity,
  registerWebAndNotFound,
} from './platform/http';
import { IntervalJob } from './platform/interval-job';
import { postgresCounter, postgresRateLimitStore } from './platform/rate-limit-store';
import { requestContext } from './platform/request-context';
import { jwtSecret } from './platform/secrets';
import { SessionEvents } from './platform/session-events';
import { SessionEventsRelay } from './platform/session-events-relay';
import { seedDemoHistory } from './seed/demo-history';
import { seedDemoNetwork } from './seed/demo-network';
import { version } from './version';
import { workplaceRepositories } from './workplace-repositories';

export interface AppOptions {
  config: Config;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Tests drive the outbox themselves. */
  startJobs?: boolean;
  /** Told of every route as it is registered (the generated security tests walk them all). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Start the report drawing processes at once and have them draw samples while the database starts; `listen`
   * waits for them, so that the first reports after a start come as fast as the next ones (the server's own
   * start; tests start the processes on first use).
   */
  warmUpReports?: boolean;
}

export interface PontoApp {
  http: FastifyInstance;
  database: Database;
  outbox: OutboxWorker;
  webhooks: WebhookWorker;
  hl7: Hl7Worker;
  bus: LiveBus;
  audit: AuditTrail;
  /** Where browsers' live connections end (WebSocket /mqtt), with an embedded or an external broker. */
  browsers: EmbeddedBroker;
  readers: ReadersService;
  examRuns: ExamRunService;
  /** Control-sample runs: tests run their timeout by hand. */
  controlSamples: ControlSamplesService;
  embedded: boolean;
  seeded: boolean;
  /** Where Prometheus scrapes this process, once listen() has started it. */
  metricsUrl(): string | null;
  listen(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The composition root: config → data folder → database → migrations → seed → jobs → HTTP.
 * stop() undoes them in reverse, so requests drain before the database goes away.
 */
export async function createApp(options: AppOptions): Promise<PontoApp> {
  const { config } = options;
  // Set back only while the demo's history is recorded, on the first start; otherwise the given clock.
  const clock = new OffsetClock(options.clock ?? systemClock);
  const http = createHttp(
    config,
    // Written by a background write, lines that come while one is under way joined into the next: a busy
    // portal's access lines cost it no write of its own each. Flushed when the process exits.
    options.logger ?? { level: config.LOG_LEVEL, stream: pino.destination({ dest: 1, sync: false }) },
  );
  const onRoute = options.onRoute;
  if (onRoute) http.addHook('onRoute', (route) => onRoute(route));
  const log = http.log;
  const undo: Array<() => Promise<void> | void> = [];
  const reportPdfs = new ReportPdfPool((error) =>
    log.error({ err: error }, 'a report drawing process failed'),
  );
  undo.push(() => reportPdfs.close());
  const reportsWarm = options.warmUpReports
    ? reportPdfs.warmUp().catch((error) => log.warn({ err: error }, 'report warm-up failed'))
    : Promise.resolve();

  // Where e-mailed links and device downloads point when PUBLIC_URL is not set: the address the portal
  // listens on. Never the request's Host header: a forged one would mail a reset link to someone else's site.
  let listenAddress = `http://localhost:${config.PORT}`;
  const publicUrl = () => config.PUBLIC_URL?.replace(/\/$/, '') ?? listenAddress;

  try {
    fs.mkdirSync(config.DATA_DIR, { recursive: true, mode: 0o700 });
    let embeddedDb: EmbeddedDatabase | undefined;
    if (!config.DATABASE_URL) {
      undo.push(acquireDataDirLock(config.DATA_DIR));
      embeddedDb = await startEmbeddedPostgres(config.DATA_DIR, log);
      const stopEmbedded = embeddedDb.stop;
      undo.push(() => stopEmbedded());
    }
    // An idle connection that dies: the pool opens another on the next query. Logged by its code only (the
    // error carries the whole client); a server shutting down (57P01) is expected when the portal stops.
    const database = openDatabase(config.DATABASE_URL ?? embeddedDb!.url, (error) => {
      const { code, message } = error as Error & { code?: string };
      if (code === '57P01') log.warn({ code }, 'database connection closed by the server');
      else log.error({ code, message }, 'database pool error');
    });
    undo.push(() => database.close());
    await runMigrations(database);

    const wasEmpty = config.SEED !== 'never' && (await isEmpty(database.db));
    const shouldSeed = config.SEED === 'always' || (config.SEED === 'auto' && !!embeddedDb && wasEmpty);
    if (shouldSeed) await seedDemoNetwork(database.db, clock);

    const customization = (): Omit<Customization, 'services'> => ({
      name: 'Ponto',
      logoUrl: null,
      supportEmail: config.SUPPORT_EMAIL,
      supportPhone: config.SUPPORT_PHONE,
      patientPortalUrl: config.PATIENT_PORTAL_URL,
      allowedEmbedOrigins: config.EMBED_ALLOWED_ORIGINS,
      version,
    });

    const sessions = new SessionEvents();
    // Callers the door checked; dropped on the database's notices of what changed (modules/auth/caller-cache.ts).
    const callers = new CallerCache();
    // A reader's new secret (`d:<code>`) ends its broker connections made with the old one.
    const deviceRekeyed: Array<(code: string) => void> = [];
    const onNotice = (notice: string) => {
      if (notice.startsWith('d:')) for (const listener of deviceRekeyed) listener(notice.slice(2));
      else callers.changed(notice);
    };
    database.onCallerNotice(onNotice);
    // Other processes of the deployment hear of every session that ends here, and this one of theirs.
    const sessionRelay = await SessionEventsRelay.start(
      database.pool,
      config.DATABASE_URL ?? embeddedDb!.url,
      sessions,
      log,
      {
        changed: onNotice,
        lost: () => callers.pause(),
        listening: () => callers.resume(),
      },
    );
    undo.push(() => sessionRelay.close());
    const authRepo = new AuthRepository(database.db);
    const tokens = new TokenService(
      jwtSecret(config.DATA_DIR, config.JWT_SECRET),
      config.ACCESS_TOKEN_TTL_SECONDS,
    );
    const auth = new AuthService({
      repo: authRepo,
      tokens,
      clock,
      refreshTtlHours: config.REFRESH_TOKEN_TTL_HOURS,
      sessions,
      callers,
      accountAttempts: {
        count: postgresCounter(database.db, config.MQTT_SHARE_GROUP),
        maxPerHour: config.AUTH_ACCOUNT_RATE_LIMIT_PER_HOUR,
      },
      customization: () => {
        const { logoUrl, name } = customization();
        return { logoUrl, name };
      },
    });
    // Every route from here on declares who may call it, and the door checks it first (platform/door.ts).
    const readersRepo = new ReadersRepository(database.db);
    // A workplace's repositories, for a route's context and for an exam's change in its transaction.
    const repositories = workplaceRepositories(database.pool);
    installDoor(http, {
      enter: (token, cnpj) => auth.enter(token, cnpj),
      enterKnown: (token, cnpj) => auth.enterKnown(token, cnpj),
      device: async (code, secret) => (await deviceIdentity(readersRepo, code, secret)) !== null,
      context: (caller, workplace) => requestContext(database.db, repositories, caller, workplace),
    });
    const messages = new MessagingRepository(database.db);
    const folder = new FolderTransport(path.join(config.DATA_DIR, 'outbox'));
    const transport = new ChannelRouter(
      config.SMTP_URL ? new SmtpTransport(config.SMTP_URL, config.MAIL_FROM) : folder,
      folder,
    );
    const outbox = new OutboxWorker(messages, transport, clock, log);
    const webhooks = new WebhookWorker({
      repo: new WebhooksRepository(database.db),
      clock,
      log,
      send: httpSender(config.WEBHOOK_ALLOW_PRIVATE_URLS),
    });
    const hl7 = new Hl7Worker({ repo: new Hl7Repository(database.db), clock, log, send: mllpSender });
    const resets = new PasswordResetService({
      db: database.db,
      users: authRepo,
      resets: new PasswordResetRepository(database.db),
      messages,
      clock,
      sessions,
      publicUrl,
    });

    // Live messages: the embedded broker, or the server as a client of MQTT_URL. Browsers connect to this
    // process either way (WebSocket /mqtt), so their token, workplaces and logout are checked here.
    const browserIdentity = async (password: string): Promise<BrowserIdentity | null> => {
      const browser = await auth.authenticate(password).catch(() => null);
      if (!browser) return null;
      const workplaces = await authRepo.workplacesOf(browser.user.id);
      return {
        kind: 'browser',
        userId: browser.user.id,
        familyId: browser.familyId,
        expiresAt: browser.expiresAt,
        cnpjs: new Set(workplaces.map((w) => w.cnpj)),
      };
    };
    let bus: LiveBus;
    let browsers: EmbeddedBroker;
    // The audit trail (docs/audit.md).
    const audit = new AuditTrail(database.db, database.pool, clock, log);
    // A browser refused a live topic is a failed authorization like a 403 (docs/audit.md).
    const recordLiveRefusal = (
      identity: { userId: string },
      attempt: { what: 'subscribe' | 'publish'; topic: string },
    ) =>
      void audit
        .recordForActor(null, {
          actorId: identity.userId,
          action: 'accessDenied',
          outcome: 'denied',
          targetType: 'liveTopic',
          targetId: attempt.topic.slice(0, 200),
          details: { reason: attempt.what },
        })
        .catch(() => undefined);
    if (config.MQTT_URL) {
      const external = await ExternalBus.connect(config.MQTT_URL, config.MQTT_SHARE_GROUP, log);
      bus = external;
      browsers = await EmbeddedBroker.start({
        host: config.HOST,
        port: null,
        log,
        // Devices connect to the external broker, which checks them (docs/readers.md).
        authenticateDevice: async () => null,
        authenticateBrowser: browserIdentity,
        maxPacketBytes: config.MQTT_MAX_PACKET_BYTES,
        onRefused: recordLiveRefusal,
        onBrowser: (identity, change) => {
          for (const cnpj of identity.cnpjs)
            if (change === 'connected') external.watchWorkplace(cnpj);
            else external.unwatchWorkplace(cnpj);
        },
      });
      const relayTo = browsers;
      external.relayWorkplaces((topic, payload) => {
        relayTo.relay(topic, payload).catch((error) => log.warn({ err: error, topic }, 'live relay failed'));
      });
      undo.push(() => relayTo.close());
    } else {
      browsers = await EmbeddedBroker.start({
        host: config.HOST,
        port: config.MQTT_PORT,
        log,
        authenticateDevice: (code, secret) => deviceIdentity(readersRepo, code, secret),
        authenticateBrowser: browserIdentity,
        maxPacketBytes: config.MQTT_MAX_PACKET_BYTES,
        onRefused: recordLiveRefusal,
      });
      const devices = browsers;
      deviceRekeyed.push((code) => {
        readersRepo.byCode(code).then(
          (device) => devices.endDeviceSessions(code, device?.secretHash ?? null),
          (error) => log.warn({ err: error, code }, 'reader re-keyed: connections not checked'),
        );
      });
      bus = browsers;
    }
    const liveBrowsers = browsers;
    // Prometheus figures (docs/operations.md, "Metrics"), served on their own address by listen().
    const metrics = new Metrics({
      pool: database.pool,
      repository: new MetricsRepository(database.db),
      clock,
      liveConnections: () => liveBrowsers.liveConnections(),
    });
    bus = countedBus(bus, (direction, topic) => metrics.countLiveMessage(direction, topic));
    // Every route records its answers, refusals too, in its own recorder (platform/http.ts); answers no route
    // matched get theirs from the 404 handler.
    recordAnswersWith(http, (route) => metrics.requestRecorder(route));
    sessions.on((ended) => liveBrowsers.endSessions(ended));
    const expiredTokens = new IntervalJob(
      'live token expiry',
      async () => liveBrowsers.disconnectExpired(clock.now()),
      30_000,
      log,
    );
    expiredTokens.start();
    undo.push(() => expiredTokens.stop());
    http.server.on('upgrade', (request, socket, head) => {
      if (new URL(request.url ?? '/', 'http://x').pathname === '/mqtt')
        liveBrowsers.handleUpgrade(request, socket, head);
      else socket.destroy();
    });
    const liveBus = bus;
    undo.push(() => liveBus.close());
    const readerService = new ReadersService({
      db: database.db,
      repo: readersRepo,
      bus,
      clock,
      log,
      publicUrl,
      shelf: ({ repos }) => new StockService({ clock }).shelf(repos.stock),
    });
    bus.onDeviceMessage((topic, payload) => readerService.ingest(topic, payload));
    undo.push(() => readerService.statuses.stop());
    const examRuns = new ExamRunService({
      db: database.db,
      audit,
      bus,
      clock,
      log,
      repositories,
      publicUrl,
      unwrittenStatus: (readerId) => readerService.statuses.unwritten(readerId),
      recollectDeadlineHours: config.RECOLLECT_DEADLINE_HOURS,
    });
    readerService.onEvent((device, event, scope) => examRuns.onReaderEvent(device, event, scope));
    const controlSamples = new ControlSamplesService({
      db: database.db,
      clock,
      bus,
      provider: new EmbeddedControlProvider(),
      unwrittenStatus: (readerId) => readerService.statuses.unwritten(readerId),
    });
    readerService.onEvent((device, event, scope) => controlSamples.onReaderEvent(device, event, scope));
    // Sweeps run in one process of the deployment at a time (db/one-process.ts).
    const examTimers = new IntervalJob(
      'exam timers',
      () => inOneProcess(database.db, sweepLocks.examTimers, () => examRuns.enforceTimers()),
      1000,
      log,
    );
    const controlTimeouts = new IntervalJob(
      'control-run timeouts',
      () => inOneProcess(database.db, sweepLocks.controlRunTimeouts, () => controlSamples.expireAbandoned()),
      5000,
      log,
    );
    const overdueReaderEvents = new IntervalJob(
      'overdue reader events',
      () => readerService.handleOverdue(),
      5000,
      log,
    );
    const calibrationTimeouts = new IntervalJob(
      'calibration timeouts',
      () =>
        inOneProcess(database.db, sweepLocks.calibrationTimeouts, () => readerService.expireCalibrations()),
      1000,
      log,
    );

    // One file store for photos, quality documents and chat attachments: a local folder, or an S3-compatible
    // bucket when several machines serve one deployment (docs/scaling.md).
    const files = fileStoreFrom(config);
    await registerSecurity(http, config, postgresRateLimitStore(database.db, config.MQTT_SHARE_GROUP));
    // Reads of patient data, exports, prints and refusals go to the audit trail before the answer leaves
    // (releases and rectifications in their own transaction: ExamRunService).
    auditResponses(http, audit);
    await registerApiDocs(http, version);
    await http.register(systemRoutes, {
      customization,
      offeredServices: () => authRepo.offeredServices(),
      clock,
      probes: {
        database: async () => void (await database.pool.query('SELECT 1')),
        broker: async () => {
          if (!liveBus.reachable() || !liveBrowsers.reachable()) throw new Error('MQTT broker not reachable');
        },
        files: () => files.reachable(),
      },
    });
    await http.register(authRoutes, { auth, audit, rateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE });
    await http.register(accountsRoutes, {
      accounts: new AccountsService({ db: database.db, clock, audit, sessions, authRepo }),
    });
    await http.register(auditRoutes, { audit });
    await http.register(passwordResetRoutes, { resets });
    await http.register(operatorRoutes, {
      operators: new OperatorsService({ clock, invitations: resets, sessions }),
    });
    await http.register(profileRoutes, {
      profiles: new ProfileService({ db: database.db, clock, users: authRepo, sessions }),
    });
    if (!config.SMTP_URL) await http.register(outboxRoutes, { repo: messages });
    await http.register(patientsRoutes, {
      patients: new PatientsService({ clock }),
    });
    await http.register(animalsRoutes, { clock });
    await http.register(addressesModule, { config });
    await http.register(orderingRoutes, { ordering: new OrderingService({ db: database.db, clock }) });
    await http.register(clientQuizRoutes, {
      clientQuiz: new ClientQuizService({
        db: database.db,
        clock,
        tokens: new QuizTokens(jwtSecret(config.DATA_DIR, config.JWT_SECRET)),
        publicUrl,
      }),
      rateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
    });
    await http.register(photosModule, { store: files });
    await http.register(readersRoutes, {
      readers: readerService,
      allowVirtual: config.VIRTUAL_READERS,
    });
    await http.register(examRunRoutes, { examRuns });
    await http.register(capsuleRoutes, { capsules: new CapsuleService({ clock }) });
    await http.register(protocolRoutes);
    await http.register(orderRoutes, { clock });
    await http.register(distributorRoutes, { db: database.db, clock });
    await http.register(stockRoutes, { db: database.db, clock });
    await http.register(trainingRoutes, {
      training: new TrainingService({ db: database.db, clock }),
    });
    await http.register(leafletRoutes, { db: database.db });
    await http.register(qualityModule, { clock, store: files });
    await http.register(controlSampleRoutes, { controlSamples });
    await http.register(scheduleRoutes, { schedule: new ScheduleService({ clock }) });
    await http.register(driveThroughRoutes, {
      driveThrough: new DriveThroughService({ clock }),
    });
    await http.register(supportRoutes, {
      support: new SupportService({
        db: database.db,
        clock,
        bus,
        store: files,
      }),
    });
    const databaseUrl = config.DATABASE_URL ?? embeddedDb!.url;
    const reports = new ReportService({
      db: database.db,
      databaseUrl: () => databaseUrl,
      pdfs: reportPdfs,
      publicUrl,
      logo: reportLogoOf(
        database.db,
        logoLoader(() => customization().logoUrl),
      ),
    });
    await http.register(reportRoutes, { reports });
    await http.register(patientRightsRoutes, {
      rights: new PatientRightsService({ clock, store: files, reports, audit, log }),
    });
    await http.register(integrationApiRoutes, {
      auth,
      audit,
      integration: new IntegrationService({
        db: database.db,
        clock,
        auth,
        users: authRepo,
        ordering: new OrderingService({ db: database.db, clock }),
        reports,
      }),
      rateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
    });
    await http.register(fhirRoutes, { fhir: new FhirService({ db: database.db, users: authRepo }) });
    await http.register(examReportRoutes, {
      examReports: new ExamReportService({ reports }),
    });
    const rnds = new RndsService({
      clock,
      sender: rndsSenderFrom(config),
      requesterId: config.RNDS_REQUESTER_ID,
    });
    await http.register(rndsRoutes, { rnds });
    await http.register(periodReportRoutes, {
      notifications: new NotificationsService({ rndsSending: rnds.sending }),
      services: new ServicesReportService(),
      covid: new CovidReportService(),
    });
    await http.register(localAnalysisRoutes);
    await http.register(criticalRangeRoutes, { clock });
    await http.register(reportLogoRoutes, { clock });
    await http.register(criticalNoticeRoutes, {
      notices: new CriticalNoticeService({ audit, clock }),
    });
    await http.register(npsRoutes, { db: database.db, clock });
    await http.register(webhookRoutes, {
      webhooks: new WebhooksService({
        clock,
        allowPrivateUrls: config.WEBHOOK_ALLOW_PRIVATE_URLS,
      }),
    });
    await http.register(hl7Routes, { hl7: new Hl7Service({ clock }) });
    const recordUnmatched = metrics.requestRecorder('unmatched');
    const hasWeb = await registerWebAndNotFound(http, config.WEB_DIST, recordUnmatched);
    if (!hasWeb)
      log.warn(`No web build in ${config.WEB_DIST}: serving the API only (run npm run build -w @ponto/web).`);
    await http.ready();
    if (shouldSeed && wasEmpty)
      await seedDemoHistory({
        http,
        db: database.db,
        clock,
        actAs: (document) => auth.actAs(document),
        signOut: (refreshToken) => auth.logout(refreshToken),
      });

    if (options.startJobs !== false) {
      outbox.start();
      undo.push(() => outbox.stop());
      webhooks.start();
      undo.push(() => webhooks.stop());
      hl7.start();
      undo.push(() => hl7.stop());
      calibrationTimeouts.start();
      undo.push(() => calibrationTimeouts.stop());
      examTimers.start();
      undo.push(() => examTimers.stop());
      controlTimeouts.start();
      undo.push(() => controlTimeouts.stop());
      overdueReaderEvents.start();
      undo.push(() => overdueReaderEvents.stop());
    }

    let stopping: Promise<void> | undefined;
    let metricsServer: MetricsServer | undefined;
    return {
      http,
      database,
      outbox,
      webhooks,
      hl7,
      bus,
      audit,
      browsers,
      readers: readerService,
      examRuns,
      controlSamples,
      embedded: !!embeddedDb,
      seeded: shouldSeed,
      metricsUrl: () => metricsServer?.url ?? null,
      async listen() {
        await reportsWarm;
        listenAddress = await http.listen({ host: config.HOST, port: config.PORT });
        metricsServer = await MetricsServer.start(metrics, {
          host: config.METRICS_HOST,
          port: config.METRICS_PORT,
          token: config.METRICS_TOKEN,
          log,
        });
        return listenAddress;
      },
      stop() {
        stopping ??= (async () => {
          await metricsServer?.close();
          await http.close();
          for (const step of undo.reverse()) await step();
        })();
        return stopping;
      },
    };
  } catch (error) {
    for (const step of undo.reverse()) await Promise.resolve(step()).catch(() => {});
    throw error;
  }
}
