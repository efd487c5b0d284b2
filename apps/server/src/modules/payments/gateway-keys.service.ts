import type { AdminGateway, AdminPaymentGatewaysResponse } from '@keka/contracts';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { fail } from '../../lib/errors';
import type { SecretBox } from '../../lib/secret-box';
import type { AdminWrites } from '../admin/admin-writes';
import type { OnlineGateway } from './gateway';
import { describeFields, PROVIDERS, sealContext, type GatewayRegistry, type GatewayState } from './gateways';
import { paymentsRepository as repo } from './payments.repository';

type Values = Record<string, string>;

export interface SaveGatewayKeys {
  readonly gateway: OnlineGateway;
  readonly enabled: boolean;
  readonly values: Readonly<Record<string, string>>;
  readonly clear: boolean;
  readonly reason: string | null;
}

/**
 * The admin console's payment keys (issue 33). Secret fields are write-only: they are sealed with
 * SECRETS_KEY before they reach the database, and neither the answer, the audit row nor a log ever
 * holds one (the audit row names which secrets changed, never their values).
 */
export function createGatewayKeysService(deps: { readonly registry: GatewayRegistry; readonly box: SecretBox | null; readonly writes: AdminWrites; readonly clock: Clock; readonly publicUrl: string; readonly testGateways: boolean }) {
  const { registry, box } = deps;
  const base = deps.publicUrl.replace(/\/+$/, '');

  const present = (s: GatewayState): AdminGateway => ({
    code: s.code,
    name: s.name,
    enabled: s.enabled,
    source: s.source,
    offered: s.gateway && s.enabled ? (s.gateway.test ? 'test' : 'live') : 'off',
    problem: s.problem,
    fields: describeFields(s.code, s.source === 'environment' ? null : s.row),
    webhook_url: `${base}/api/payments/webhook/${s.code.toLowerCase()}`,
  });

  async function describe(): Promise<AdminPaymentGatewaysResponse['data']> {
    return { gateways: (await registry.states()).map(present), can_keep_secrets: box !== null, test_gateways: deps.testGateways };
  }

  return {
    describe,

    async save(actor: Actor, body: SaveGatewayKeys): Promise<AdminPaymentGatewaysResponse['data']> {
      const provider = PROVIDERS[body.gateway];
      const fields = new Map(provider.fields.map((f) => [f.name, f]));
      const unknown = Object.keys(body.values).filter((name) => !fields.has(name));
      if (unknown.length > 0) fail('VALIDATION', `${provider.name} has no field ${unknown.join(', ')}.`);
      for (const [name, value] of Object.entries(body.values)) {
        const options = fields.get(name)?.options;
        if (value !== '' && options && !options.some((o) => o.value === value)) fail('VALIDATION', `Choose one of the offered values for ${fields.get(name)?.label ?? name}.`);
      }
      registry.invalidate();
      const state = (await registry.states()).find((s) => s.code === body.gateway);
      if (!state) fail('VALIDATION', 'No such provider.');
      const typed = Object.entries(body.values).filter(([, v]) => v !== '');
      if (state.source === 'environment' && (typed.length > 0 || body.clear)) {
        fail('KEYS_FROM_ENVIRONMENT', `${provider.name}'s keys are set in the server's environment: change them there. Here it can only be switched on or off.`);
      }
      const newSecrets: Values = Object.fromEntries(typed.filter(([name]) => fields.get(name)?.secret));
      if (Object.keys(newSecrets).length > 0 && !box) {
        fail('SECRETS_KEY_MISSING', 'Secret keys can be kept here only when the server has SECRETS_KEY set (32 characters or more). Set it and restart, or set this provider’s keys in the environment.');
      }
      const row = body.clear ? null : state.row;
      // Public fields: a typed value replaces, an emptied one is removed, one left out stays.
      const publicFields: Values = { ...((row?.publicFields ?? {}) as Values) };
      for (const [name, value] of Object.entries(body.values)) {
        if (fields.get(name)?.secret) continue;
        if (value === '') delete publicFields[name];
        else publicFields[name] = value;
      }
      let sealed = row?.sealedSecrets ?? null;
      let secretNames = (row?.secretNames ?? []) as string[];
      let values: Values | null = null;
      if (box && Object.keys(newSecrets).length > 0) {
        let kept: Values = {};
        if (sealed) {
          try {
            kept = JSON.parse(box.open(sealed, sealContext(body.gateway))) as Values;
          } catch {
            const missing = provider.fields.filter((f) => f.secret && !newSecrets[f.name]);
            if (missing.length > 0) fail('KEYS_UNREADABLE', `The secret keys kept for ${provider.name} cannot be read any more: enter ${missing.map((f) => f.label).join(', ')} again too, or clear them.`);
          }
        }
        const secrets = { ...kept, ...newSecrets };
        sealed = box.seal(JSON.stringify(secrets), sealContext(body.gateway));
        secretNames = Object.keys(secrets).sort();
        values = { ...publicFields, ...secrets };
      }
      const configured = Object.keys(publicFields).length + secretNames.length > 0;
      const missing = provider.fields.filter((f) => f.required && !(f.secret ? secretNames.includes(f.name) : publicFields[f.name]));
      if (configured && missing.length > 0) fail('KEYS_INCOMPLETE', `${provider.name} needs ${missing.map((f) => f.label).join(', ')} as well.`);
      if (values) {
        try {
          provider.build(values, undefined);
        } catch {
          fail('KEYS_INVALID', `${provider.name}'s library refused these keys: check them and try again.`);
        }
      }
      const before = { enabled: state.enabled, fields: (state.row?.publicFields ?? {}) as Values, secrets_set: (state.row?.secretNames ?? []) as string[] };
      const after = { enabled: body.enabled, fields: publicFields, secrets_set: secretNames, secrets_changed: Object.keys(newSecrets).sort(), cleared: body.clear };
      await deps.writes.write(actor, async (tx, audit) => {
        await repo.lockGatewaySettings(tx, body.gateway);
        await repo.saveGatewaySettings(tx, { gateway: body.gateway, enabled: body.enabled, publicFields, sealedSecrets: sealed, secretNames, updatedBy: actor.id, updatedAt: deps.clock.now() });
        await audit({ action: 'payments.gateway', entity: 'payment_gateway', entityId: body.gateway, before, after, reason: body.reason });
      });
      registry.invalidate();
      return describe();
    },
  };
}

export type GatewayKeysService = ReturnType<typeof createGatewayKeysService>;
