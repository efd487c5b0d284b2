import {
  adminAddGroupMembersRequest,
  adminAddGroupMembersResponse,
  adminCustomerGroupDoneResponse,
  adminCustomerGroupRequest,
  adminCustomerGroupResponse,
  adminCustomerGroupsRequest,
  adminCustomerGroupsResponse,
  adminDeleteCustomerGroupRequest,
  adminPickCustomersRequest,
  adminPickCustomersResponse,
  adminRemoveGroupMemberRequest,
  adminSaveCustomerGroupRequest,
  adminSaveCustomerGroupResponse,
} from '@keka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { Guard } from '../../http/guard';
import { postRoute } from '../../http/route';
import type { Clock } from '../../lib/clock';
import { createAdminCustomerGroupsService } from './admin-customer-groups.service';
import { createAdminWrites } from './admin-writes';

/** Customer groups and the customer picker of coupons for chosen customers (issue 35). */
export function registerAdminCustomerGroupRoutes(app: FastifyInstance, deps: { readonly db: Db; readonly guard: Guard; readonly clock: Clock }): void {
  const tag = 'admin';
  const groups = createAdminCustomerGroupsService({ db: deps.db, writes: createAdminWrites({ db: deps.db, clock: deps.clock }) });
  const admin = (request: FastifyRequest) => deps.guard.requireUser(request, 'admin');
  const done = { success: true as const };

  postRoute(app, 'admin/pick-customers', { access: admin, body: adminPickCustomersRequest, response: adminPickCustomersResponse, tag, summary: 'Accounts by name, e-mail or phone, for a coupon for chosen customers' }, async (body, request) => {
    await admin(request);
    return { success: true as const, data: await groups.pickCustomers(body.q, body.limit) };
  });

  postRoute(app, 'admin/get-customer-groups', { access: admin, body: adminCustomerGroupsRequest, response: adminCustomerGroupsResponse, tag, summary: 'Customer groups with their member counts and the coupons that name them' }, async (_body, request) => {
    await admin(request);
    return { success: true as const, data: await groups.list() };
  });

  postRoute(app, 'admin/get-customer-group', { access: admin, body: adminCustomerGroupRequest, response: adminCustomerGroupResponse, tag, summary: 'One customer group with its newest 500 members' }, async (body, request) => {
    await admin(request);
    return { success: true as const, data: await groups.get(body.id) };
  });

  postRoute(app, 'admin/save-customer-group', { access: admin, body: adminSaveCustomerGroupRequest, response: adminSaveCustomerGroupResponse, tag, summary: 'Add or rename a customer group' }, async (body, request) => ({
    success: true as const,
    data: await groups.save(await admin(request), body),
  }));

  postRoute(app, 'admin/delete-customer-group', { access: admin, body: adminDeleteCustomerGroupRequest, response: adminCustomerGroupDoneResponse, tag, summary: 'Delete a customer group no coupon names' }, async (body, request) => {
    await groups.remove(await admin(request), body.id);
    return done;
  });

  postRoute(app, 'admin/add-customer-group-members', { access: admin, body: adminAddGroupMembersRequest, response: adminAddGroupMembersResponse, tag, summary: 'Add accounts to a group by e-mail or phone' }, async (body, request) => ({
    success: true as const,
    ...(await groups.addMembers(await admin(request), body.group_id, body.contacts)),
  }));

  postRoute(app, 'admin/remove-customer-group-member', { access: admin, body: adminRemoveGroupMemberRequest, response: adminCustomerGroupDoneResponse, tag, summary: 'Take one account out of a group' }, async (body, request) => {
    await groups.removeMember(await admin(request), body.group_id, body.user_id);
    return done;
  });
}
