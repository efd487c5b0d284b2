import {
  addressesResponse,
  deleteAddressRequest,
  getAddressesRequest,
  saveAddressRequest,
  saveAddressResponse,
  setDefaultAddressRequest,
} from '@keka/contracts';
import type { FastifyInstance } from 'fastify';
import type { Guard } from '../../http/guard';
import { postRoute } from '../../http/route';
import type { AddressesService } from './addresses.service';

/** SPEC §7 Addresses: a logged-in customer's own saved addresses, whatever user_id the body names. */
export function registerAddressRoutes(app: FastifyInstance, deps: { addresses: AddressesService; guard: Guard }): void {
  const tag = 'addresses';
  const { addresses, guard } = deps;

  postRoute(app, 'get-addresses', { access: (r) => guard.requireUser(r, 'customer'), body: getAddressesRequest, response: addressesResponse, tag, summary: "The customer's saved addresses, default first" }, async (_body, request) => {
    const actor = await guard.requireUser(request, 'customer');
    return { success: true as const, ...(await addresses.list(actor)) };
  });

  postRoute(app, 'save-address', { access: (r) => guard.requireUser(r, 'customer'), body: saveAddressRequest, response: saveAddressResponse, tag, summary: 'Save a new address (optionally as the default)' }, async (body, request) => {
    const actor = await guard.requireUser(request, 'customer');
    return { success: true as const, ...(await addresses.save(actor, body)) };
  });

  postRoute(app, 'delete-address', { access: (r) => guard.requireUser(r, 'customer'), body: deleteAddressRequest, response: addressesResponse, tag, summary: 'Delete a saved address' }, async (body, request) => {
    const actor = await guard.requireUser(request, 'customer');
    return { success: true as const, ...(await addresses.remove(actor, body.address_id)) };
  });

  postRoute(app, 'set-default-address', { access: (r) => guard.requireUser(r, 'customer'), body: setDefaultAddressRequest, response: addressesResponse, tag, summary: 'Make a saved address the default' }, async (body, request) => {
    const actor = await guard.requireUser(request, 'customer');
    return { success: true as const, ...(await addresses.setDefault(actor, body.address_id)) };
  });
}
