import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { PUBLIC_SETTING_DEFAULTS } from '@keka/contracts/setting-keys';
import type { SignInProvider } from '@keka/contracts';
import type { Config } from './config/env';
import type { Database } from './db/client';
import { COMPRESS_THRESHOLD, registerCompressedCache } from './http/compressed-cache';
import { registerErrorHandler, sendNotFound } from './http/error-handler';
import { createGuard } from './http/guard';
import { findJsonProblem } from './http/json-guard';
import { registerSecurityHeaders, tileImageSource } from './http/security';
import { registerRateLimits, type RateLimitOptions } from './http/rate-limit';
import { memoisingSerializerCompiler } from './http/serializer';
import { injectedCall, loadFirstScreenPages } from './http/first-screens';
import { registerImages, registerWebApp } from './http/static';
import { systemClock, type Clock } from './lib/clock';
import { AppError } from './lib/errors';
import { closeRedis, connectRedis } from './lib/redis-client';
import { createRedisHealth } from './lib/redis-health';
import { registerAccountRoutes } from './modules/accounts/accounts.routes';
import { registerAdminRoutes } from './modules/admin/admin.routes';
import { createAdminWrites } from './modules/admin/admin-writes';
import { createAdminOrdersService } from './modules/orders/admin-orders.service';
import { createPayoutsService } from './modules/payouts/payouts.service';
import { registerCodeSignInRoutes } from './modules/accounts/code-sign-in.routes';
import { createCodeSignIn } from './modules/accounts/code-sign-in.service';
import { createSignInProviders } from './modules/accounts/social/providers';
import { registerSocialSignInRoutes } from './modules/accounts/social/social-sign-in.routes';
import { createSocialSignIn } from './modules/accounts/social/social-sign-in.service';
import { createSignInKeysService } from './modules/accounts/social/sign-in-keys.service';
import type { IdentityVerifier } from './modules/accounts/social/verifiers';
import { createWalletService } from './modules/accounts/wallet.service';
import { createOneTimeCodes } from './modules/accounts/one-time-codes';
import { createHttpSmsMessenger, createOutboxMessenger, createSmtpMessenger, type Messenger } from './modules/messaging/messengers';
import { registerOutboxRoutes } from './modules/messaging/outbox.routes';
import { createBackground } from './lib/background';
import { registerAddressRoutes } from './modules/addresses/addresses.routes';
import { createAddressesService } from './modules/addresses/addresses.service';
import { registerBrowseRoutes } from './modules/browse/browse.routes';
import { createBrowseService } from './modules/browse/browse.service';
import { registerContentRoutes } from './modules/content/content.routes';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes';
import { registerSingleStoreRoutes } from './modules/single-store/single-store.routes';
import { createSingleStoreService } from './modules/single-store/single-store.service';
import { createAuthService } from './modules/accounts/auth.service';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createGoogleGeocoder, createLocalGeocoder, type Geocoder } from './modules/geo/geocoder';
import { geoRepository } from './modules/geo/geo.repository';
import { registerGeoRoutes } from './modules/geo/geo.routes';
import { registerHomeRoutes } from './modules/home/home.routes';
import { createHomeService } from './modules/home/home.service';
import { createCheckoutService } from './modules/orders/checkout.service';
import { registerDeliveryRoutes } from './modules/delivery/delivery.routes';
import { createDeliveryService } from './modules/delivery/delivery.service';
import { createDispatchService, type DispatchService } from './modules/delivery/dispatch.service';
import { createRiderLedger } from './modules/delivery/rider-ledger';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createCustomerOrdersService } from './modules/orders/customer-orders.service';
import { createReorderService } from './modules/orders/reorder.service';
import { createDeliveryOrdersService } from './modules/orders/delivery-orders.service';
import { createOrderMoves } from './modules/orders/order-moves';
import { createCompensationFollower } from './modules/compensation/compensation-follower';
import { createEtaEstimator, createEtaRefresher, type EtaRefresher } from './modules/orders/eta.service';
import { createOrderAccess } from './modules/orders/orders.access';
import { registerOrderRoutes } from './modules/orders/orders.routes';
import { registerItemReportRoutes } from './modules/orders/item-reports.routes';
import { registerSubstitutionRoutes } from './modules/orders/substitutions.routes';
import { createSubstitutionsService, type SubstitutionsService } from './modules/orders/substitutions.service';
import { createItemReportsService } from './modules/orders/item-reports.service';
import { registerCouponRoutes } from './modules/coupons/coupons.routes';
import { createCouponsService } from './modules/coupons/coupons.service';
import { registerDeliveryChargeRoutes } from './modules/delivery-charge/delivery-charge.routes';
import { createDeliveryChargeService } from './modules/delivery-charge/delivery-charge.service';
import { createGoogleRoadDistance, noRoadDistance, type RoadDistance } from './modules/geo/road-distance';
import { createWebPushSender, type PushSender } from './modules/push/push-sender';
import { registerPushRoutes } from './modules/push/push.routes';
import { registerRatingRoutes } from './modules/ratings/ratings.routes';
import { createRewardFollower } from './modules/rewards/reward-follower';
import { registerRewardRoutes } from './modules/rewards/rewards.routes';
import { createRewardsService } from './modules/rewards/rewards.service';
import { createReferralCredit } from './modules/referrals/referral-credit';
import { registerReferralRoutes } from './modules/referrals/referrals.routes';
import { createReferralsService } from './modules/referrals/referrals.service';
import { createRatingsService } from './modules/ratings/ratings.service';
import { createPushService } from './modules/push/push.service';
import { registerSlotRoutes } from './modules/slots/slots.routes';
import { createSlotsService } from './modules/slots/slots.service';
import { createOrdersService } from './modules/orders/orders.service';
import { createOrderListService } from './modules/orders/order-list.service';
import { createStoreOrdersService } from './modules/orders/store-orders.service';
import { registerStoreOwnerRoutes } from './modules/store-owner/store-owner.routes';
import { registerStoreManageRoutes } from './modules/store-owner/store-manage.routes';
import { createStoreContentService } from './modules/store-owner/store-content.service';
import { createStoreManageService } from './modules/store-owner/store-manage.service';
import { createStoreRegisterService } from './modules/store-owner/store-register.service';
import { createStoreReportsService } from './modules/store-owner/store-reports.service';
import { createImageStore } from './modules/store-owner/store-uploads';
import { createDatabasePictureStorage } from './modules/uploads/uploads.repository';
import { importDiskUploads } from './modules/uploads/disk-import';
import { registerUploadRoutes } from './modules/uploads/uploads.routes';
import { createRealtime } from './realtime/setup';
import { shareCacheInvalidation } from './realtime/shared-caches';
import { registerEventStream } from './realtime/sse';
import { registerSettingsRoutes } from './modules/settings/settings.routes';
import { createSettingsService } from './modules/settings/settings.service';
import { createTextsService } from './modules/settings/texts.service';
import type { OnlineGateway, PaymentGateway } from './modules/payments/gateway';
import { createGatewayKeysService } from './modules/payments/gateway-keys.service';
import { createGatewayRegistry, providerBrowserHosts, type ApiBases, type GatewayRegistry } from './modules/payments/gateways';
import { createSecretBox } from './lib/secret-box';
import { registerPaymentRoutes } from './modules/payments/payments.routes';
import { createPaymentsService, type PaymentsService } from './modules/payments/payments.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once every web push started so far was handed to the push port. */
    pushIdle(): Promise<void>;
    /** Resolves once every mail and SMS started so far was handed to its port. */
    messagesIdle(): Promise<void>;
    /** Delivery offers (issue 8); tests call `dispatch.sweep()` to move `nearest` turns on. */
    dispatch: DispatchService;
    /** Live estimates (issue 36); tests call `etaRefresher.sweep()` to make passed estimates again. */
    etaRefresher: EtaRefresher;
    /** Grocery substitutions (issue 36); tests call `substitutions.sweep()` to settle proposals past their answer time. */
    substitutions: SubstitutionsService;
    /** Online payments (issue 33); tests call `payments.expireOnce()` and reach the development gateways. */
    payments: PaymentsService;
    paymentGateways: GatewayRegistry;
  }
}

export interface AppOptions {
  readonly config: Config;
  readonly database: Database;
  readonly clock?: Clock;
  /** Per-instance read cache TTL for shared data; 0 in tests that change rows directly. */
  readonly cacheTtlMs?: number;
  readonly logger?: FastifyServerOptions['logger'];
  readonly geocoder?: Geocoder;
  /** The maps distance port (tests pass a fake); by default Google when GOOGLE_MAPS_API_KEY is set. */
  readonly roadDistance?: RoadDistance;
  /** The push port; Web Push with the VAPID keys in the settings table unless a test records pushes. */
  readonly pushSender?: PushSender;
  /** Mail and SMS ports; by default SMTP / the HTTP SMS provider when configured, else the development outbox. */
  readonly mail?: Messenger;
  readonly sms?: Messenger;
  /** Serve the built web app from config.webDistDir (off in API tests). */
  readonly serveWeb?: boolean;
  /** Redis channel for live events (tests give each run its own); default keka:live. */
  readonly liveChannel?: string;
  /** Heartbeat of live streams; 15 s unless a test wants it sooner. */
  readonly liveHeartbeatMs?: number;
  /** Request limits (http/rate-limit.ts); API tests turn them off or make them small. */
  readonly rateLimit?: RateLimitOptions;
  /** How often `nearest` delivery dispatch moves offers on (ms); 1 s by default, 0 = only when asked (tests). */
  readonly dispatchSweepMs?: number;
  /** How often estimates already passed are made again (ms); 60 s by default, 0 = only when asked (tests). */
  /** How often proposals past their answer time are settled (issue 36); 0 = never (tests sweep by hand). */
  readonly substitutionSweepMs?: number;
  readonly etaSweepMs?: number;
  /** Online payment adapters in place of those the keys would make (tests point real adapters at fakes on loopback). */
  readonly paymentGateways?: Partial<Record<OnlineGateway, PaymentGateway>>;
  /** Where adapters made from keys kept in the console talk to (tests: fakes on loopback). */
  readonly paymentApiBases?: ApiBases;
  /** Sign-in verifiers in place of those the keys would make (tests: Google with test certs, Facebook against a fake on loopback). */
  readonly signInVerifiers?: Partial<Record<SignInProvider, IdentityVerifier>>;
  /** How often unpaid orders are expired (ms); 30 s by default, 0 = only when asked (tests call `payments.expireOnce()`). */
  readonly paymentSweepMs?: number;
}

/** Largest JSON body any route takes (SECURITY 24); a cart of 100 lines is ~20 KB. */
const BODY_LIMIT = 64 * 1024;

/** Builds the whole app from its parts, without listening (tests call inject()). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const db = database.db;
  const clock = options.clock ?? systemClock;
  const cacheTtlMs = options.cacheTtlMs ?? 10_000;

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    return503OnClosing: true,
    requestTimeout: 30_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(memoisingSerializerCompiler);
  registerErrorHandler(app);
  // br/gzip for every answer over 1 KB: a phone on a slow network waits on bytes, not on our CPU.
  // Built assets come pre-compressed (static.ts) and are sent as they are.
  // Repeated answers (catalogue data from the services' caches) are compressed once (http/compressed-cache.ts).
  registerCompressedCache(app);
  await app.register(fastifyCompress, { global: true, threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'] });
  acceptEmptyJsonBodies(app);
  const settings = createSettingsService({ db, cacheTtlMs });
  // Texts the server writes for people (notifications, pushes, wallet lines) in each reader's language.
  const texts = createTextsService({ settings });
  // The map's tiles come from the host the mapTileUrl setting names (read at start-up: a new host
  // needs a restart to be allowed by the CSP).
  const tileSource = tileImageSource(await settings.get('mapTileUrl', PUBLIC_SETTING_DEFAULTS.mapTileUrl));
  // Online payments (issue 33): the providers with keys, and test gateways for the others where allowed.
  const secretBox = config.secretsKey ? createSecretBox(config.secretsKey) : null;
  const gateways = createGatewayRegistry({
    db,
    keys: config.payments,
    box: secretBox,
    cacheTtlMs,
    ...(options.paymentGateways ? { overrides: options.paymentGateways } : {}),
    ...(options.paymentApiBases ? { apiBases: options.paymentApiBases } : {}),
  });
  // Google and Facebook sign-in (issue 34): keys from the environment or the console, else the labelled development stand-in where allowed.
  const signInProviders = createSignInProviders({ db, keys: config.signIn, box: secretBox, secretsKey: config.secretsKey, cacheTtlMs, ...(options.signInVerifiers ? { overrides: options.signInVerifiers } : {}) });
  const signInAtStart = await signInProviders.configuredAtStart();
  registerSecurityHeaders(app, {
    https: config.publicUrl.startsWith('https:'),
    extraImgSrc: tileSource ? [tileSource] : [],
    // A provider's hosted page that takes a form post (Razorpay, Paytm).
    formActionHosts: providerBrowserHosts(config.payments),
    signIn: signInAtStart,
  });
  await registerDocs(app);

  // REDIS_URL: request counts and live events are shared by every instance; while Redis is away each
  // instance goes on alone ("degraded" on /api/health; issue 35). Without REDIS_URL there is one instance.
  const redisHealth = createRedisHealth(app.log);
  app.addHook('preClose', async () => redisHealth.stop());
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, redisHealth) : null;
  if (redis) app.addHook('onClose', async () => closeRedis(redis));
  // Refer & earn (ADR 0019): sign-ups with a code record a PENDING referral; the first delivered, paid order credits it.
  const referrals = createReferralsService({ db, clock, settings, publicUrl: config.publicUrl });
  const auth = createAuthService({ db, clock, referrals: referrals.signUps });
  const guard = createGuard((token) => auth.authenticate(token));
  await registerRateLimits(app, { redis, identify: async (request) => (await guard.optionalUser(request))?.id ?? null, ...(options.rateLimit ? { options: options.rateLimit } : {}) });
  const catalog = createCatalogService({ db, clock, settings, cacheTtlMs });
  const home = createHomeService({ db, cacheTtlMs });
  const { live, hub, bus } = await createRealtime(app, {
    db,
    clock,
    redisUrl: config.redisUrl,
    redisHealth,
    authenticate: (token) => auth.authenticate(token),
    ...(options.liveChannel ? { redisChannel: options.liveChannel } : {}),
    ...(options.liveHeartbeatMs ? { heartbeatMs: options.liveHeartbeatMs } : {}),
  });
  // A change on one instance drops these caches on all of them (the TTL is only the fallback).
  shareCacheInvalidation(bus, { settings, catalog, home, gateways, signInProviders });
  const push = createPushService({
    db,
    settings,
    texts,
    sender: options.pushSender ?? createWebPushSender(() => push.vapidKeys(), config.vapidSubject),
    onError: (error) => app.log.warn({ err: error }, 'push failed'),
    ...(config.devOutbox ? { copyTo: createOutboxMessenger(db, 'PUSH') } : {}),
  });
  app.addHook('onClose', async () => push.idle());
  // Pushes leave after the answer; tests (and a graceful shutdown) wait for them here.
  app.decorate('pushIdle', () => push.idle());
  const orders = createOrdersService({ db });
  const coupons = createCouponsService({ db, clock, currencySymbol: () => settings.get('currencyFormat', '₹') });
  const slots = createSlotsService({ db, clock, settings });
  const roadDistance = options.roadDistance ?? (config.googleMapsApiKey ? createGoogleRoadDistance(config.googleMapsApiKey) : noRoadDistance);
  const deliveryCharge = createDeliveryChargeService({ db, settings, roadDistance });
  const payments: { service: PaymentsService | null } = { service: null };
  const checkout = createCheckoutService({
    db,
    clock,
    settings,
    catalog,
    coupons,
    slots,
    deliveryCharge,
    live,
    push,
    onlineGateways: async () => (await payments.service?.offered()) ?? new Set(),
    onlineGatewayList: async () => (await payments.service?.list()) ?? [],
  });
  // An order's life (issue 6): one access check, one move engine, three sides.
  const access = createOrderAccess({ db });
  // The dispatcher announces offers a store's move opens; it is made below, with the delivery side.
  const offerOpened: { dispatch: DispatchService | null } = { dispatch: null };
  const notifications = createNotificationsService({ live });
  const eta = createEtaEstimator({ clock });
  // Scratch cards (ADR 0018) and referral credits (ADR 0019): in every move's transaction.
  const moves = createOrderMoves({
    db,
    clock,
    live,
    notifications,
    push,
    onOfferOpened: (o) => offerOpened.dispatch?.offerOpened(o),
    afterMove: (v) => payments.service?.afterMove(v),
    followers: [createRewardFollower({ notifications }), createReferralCredit({ notifications }), createCompensationFollower({ notifications }), async (tx, v) => payments.service?.followMove(tx, v)],
    eta,
  });
  payments.service = createPaymentsService({ db, clock, settings, moves, push, gateways, publicUrl: config.publicUrl, onError: (error, what) => app.log.error({ err: error }, `payments: ${what} failed`) });
  app.decorate('payments', payments.service);
  app.decorate('paymentGateways', gateways);
  payments.service.start(options.paymentSweepMs ?? 30_000);
  app.addHook('preClose', async () => payments.service?.stop());
  registerPaymentRoutes(app, { payments: payments.service, guard, devGateways: gateways.dev, currencySymbol: () => settings.get('currencyFormat', '₹'), clock });
  const customerOrders = createCustomerOrdersService({ db, clock, access, moves });
  const storeOrders = createStoreOrdersService({ db, clock, access, moves, settings });
  const deliveryOrders = createDeliveryOrdersService({ db, clock, access, moves, settings, ledger: createRiderLedger({ db, settings }) });
  const dispatch = createDispatchService({ db, clock, settings, live, push, offerCard: (tx, id) => deliveryOrders.offerCardInTx(tx, id), onError: (error) => app.log.error({ err: error }, 'delivery dispatch failed') });
  offerOpened.dispatch = dispatch;
  app.decorate('dispatch', dispatch);
  dispatch.start(options.dispatchSweepMs ?? 1000);
  app.addHook('preClose', async () => dispatch.stop());
  // Estimates kept true between moves (issue 36): at GPS fixes, and a sweep of those already passed.
  const etaRefresher = createEtaRefresher({ db, clock, live, eta, onError: (error) => app.log.error({ err: error }, 'ETA sweep failed') });
  etaRefresher.start(options.etaSweepMs ?? 60_000);
  app.addHook('preClose', async () => etaRefresher.stop());
  app.decorate('etaRefresher', etaRefresher);
  const delivery = createDeliveryService({ db, clock, access, deliveryOrders, live, dispatch, settings, auth, etaRefresher });
  const geocoder = options.geocoder ?? createGeocoder(config, database);

  registerSettingsRoutes(app, { settings });
  registerGeoRoutes(app, { db, geocoder });
  registerHomeRoutes(app, { home });
  registerCatalogRoutes(app, { catalog });
  // Uploaded pictures in storage every instance shares (issue 35); files an earlier version kept on
  // this disk are copied in once. The AWS SDK is loaded only for a bucket (it is large, and warns on Node 20).
  const pictures = config.uploads.kind === 's3' ? (await import('./modules/uploads/s3-storage')).createS3PictureStorage(config.uploads) : createDatabasePictureStorage(db);
  const imported = await importDiskUploads(path.join(config.dataDir, 'uploads'), pictures);
  if (imported > 0) app.log.info(`uploads: ${imported} picture(s) copied from ${path.join(config.dataDir, 'uploads')} into the ${pictures.kind} storage`);
  registerUploadRoutes(app, { storage: pictures });
  const social = createSocialSignIn({ db, clock, auth, verifiers: () => signInProviders.verifiers() });
  registerAccountRoutes(app, { auth, social, guard, texts, wallet: createWalletService({ db, texts }), avatars: createImageStore(pictures, { maxSide: 256 }) });
  const mail = options.mail ?? (config.smtp ? createSmtpMessenger(config.smtp.url, config.smtp.from) : createOutboxMessenger(db, 'MAIL'));
  const sms = options.sms ?? (config.sms ? createHttpSmsMessenger(config.sms) : createOutboxMessenger(db, 'SMS'));
  for (const [what, port] of [['mail', mail], ['SMS', sms]] as const) {
    if (port.kind === 'outbox' && config.isProduction) app.log.warn(`${what}: no provider is configured; messages go to the development outbox and are NOT delivered`);
  }
  const messages = createBackground((error) => app.log.error({ err: error }, 'a mail or SMS could not be sent'));
  app.decorate('messagesIdle', () => messages.idle());
  app.addHook('onClose', () => messages.idle());
  const codeSignIn = createCodeSignIn({
    auth,
    codes: createOneTimeCodes({ db, clock }),
    sms,
    mail,
    background: messages,
    appName: () => settings.get('storeName', PUBLIC_SETTING_DEFAULTS.storeName),
  });
  registerCodeSignInRoutes(app, { codeSignIn, social });
  const signInKeys = createSignInKeysService({ providers: signInProviders, box: secretBox, writes: createAdminWrites({ db, clock }), clock, publicUrl: config.publicUrl, allowedAtStart: signInAtStart });
  registerSocialSignInRoutes(app, { social, codeSignIn, guard, keys: signInKeys, devProviders: signInProviders.dev, verifiers: () => signInProviders.verifiers() });
  if (config.devOutbox) registerOutboxRoutes(app, { db });
  registerAddressRoutes(app, { addresses: createAddressesService({ db, clock }), guard });
  const adminWrites = createAdminWrites({ db, clock });
  const itemReports = createItemReportsService({ db, clock, access, moves, settings, images: createImageStore(pictures, { maxSide: 1280 }), writes: adminWrites });
  registerItemReportRoutes(app, { reports: itemReports, guard });
  registerOrderRoutes(app, { orders, orderList: createOrderListService({ db }), checkout, customerOrders, reorder: createReorderService({ db, access, catalog }), guard });
  registerCouponRoutes(app, { coupons, orders, guard });
  registerSlotRoutes(app, { slots });
  registerDeliveryChargeRoutes(app, { deliveryCharge, catalog });
  registerStoreOwnerRoutes(app, { auth, guard, storeOrders });
  // Grocery substitutions (issue 36); a sweep settles proposals the customer did not answer in time.
  const substitutions = createSubstitutionsService({ db, clock, access, moves, settings, catalog, onError: (error) => app.log.error({ err: error }, 'substitution sweep failed') });
  substitutions.start(options.substitutionSweepMs ?? 15_000);
  app.addHook('preClose', async () => substitutions.stop());
  app.decorate('substitutions', substitutions);
  registerSubstitutionRoutes(app, { guard, substitutions, storeOrders, customerOrders });
  const manage = createStoreManageService({ db, clock, catalog });
  const payouts = createPayoutsService({ db, clock, settings, writes: adminWrites });
  registerStoreManageRoutes(app, {
    guard,
    manage,
    storeOrders,
    reports: createStoreReportsService({ db, settings, manage, payouts }),
    register: createStoreRegisterService({ db, clock, auth }),
    images: createImageStore(pictures),
    content: createStoreContentService({ db, manage, catalog }),
  });
  registerDeliveryRoutes(app, { delivery, auth, guard });
  registerEventStream(app, { guard, hub, live, channelsFor: (actor) => access.channelsFor(actor) });
  registerBrowseRoutes(app, { browse: createBrowseService({ db, catalog, cacheTtlMs }) });
  const singleStore = createSingleStoreService({ db, catalog });
  registerSingleStoreRoutes(app, { singleStore });
  registerContentRoutes(app, { db });
  registerNotificationRoutes(app, { db, guard, texts });
  registerPushRoutes(app, { push, guard, texts });
  registerRatingRoutes(app, { ratings: createRatingsService({ db, clock }), guard });
  registerRewardRoutes(app, { rewards: createRewardsService({ db, clock, texts }), guard, texts });
  registerReferralRoutes(app, { referrals, guard });
  registerAdminRoutes(app, {
    db,
    guard,
    auth,
    clock,
    settings,
    catalog,
    manage,
    delivery,
    notifications,
    push,
    live,
    images: createImageStore(pictures),
    home,
    itemReports,
    adminOrders: createAdminOrdersService({ db, clock, access, moves, settings, writes: adminWrites, ledger: createRiderLedger({ db, settings }) }),
    payouts,
    gatewayKeys: createGatewayKeysService({ registry: gateways, box: secretBox, writes: adminWrites, clock, publicUrl: config.publicUrl, testGateways: config.payments.devGateways }),
  });

  app.get('/api/health', { schema: { hide: true } }, async (_request, reply) => {
    const ok = await database.ping();
    // Without Redis the instance still serves, on its own: "degraded", not down.
    const redisState = config.redisUrl ? (redisHealth.degraded ? 'down' : 'up') : 'not configured';
    const status = !ok ? 'down' : redisHealth.degraded ? 'degraded' : 'ok';
    return reply.status(ok ? 200 : 503).send({ success: ok, status, database: ok ? 'up' : 'down', redis: redisState });
  });

  await registerImages(app);
  const servesWeb = options.serveWeb === true && (await registerWebApp(app, config.webDistDir, { firstScreens: await loadFirstScreenPages(config.webDistDir, injectedCall(app)) }));
  if (!servesWeb) app.setNotFoundHandler(sendNotFound);
  return app;
}

/** Only JSON bodies; an empty body with a JSON content type means "no parameters", not a 400. */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // JSON only: any other content type is a 415 (SECURITY 24).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    const problem = findJsonProblem(text);
    if (problem) {
      done(new AppError('VALIDATION', problem), undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}

async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Keka API', version: '1', description: 'Every call is POST /api/<name> with a JSON body (SPEC §7).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

function createGeocoder(config: Config, database: Database): Geocoder {
  const local = createLocalGeocoder(async () => {
    const [places, cities] = await Promise.all([geoRepository.listPopularLocations(database.db), geoRepository.listCities(database.db)]);
    return { places, cities };
  });
  return config.googleMapsApiKey ? createGoogleGeocoder(config.googleMapsApiKey, local) : local;
}
