import { type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import type * as CollectionRoutes from '../routes/customer/store-collection';
import { page } from './route-page';

const checkout = page(() => import('../routes/customer/checkout'), (m) => m.CheckoutRoute);
const viewMore = page(() => import('../routes/customer/single-store-view-more'), (m) => m.SingleStoreViewMoreRoute);
const itemDetail = page(() => import('../routes/customer/item-detail'), (m) => m.ItemDetailRoute);
const collection = (pick: (m: typeof CollectionRoutes) => ComponentType) =>
  page(() => import('../routes/customer/store-collection'), pick);

/**
 * The customer screens after the first ones, and the fallback: a table of their own, matched only past
 * the first screens' (react-router ranks every route of a table on each match; ADR 0038), in a chunk of
 * their own, so a first screen's boot chunk does not carry their routes.
 */
const routes = (
    <Routes>
      <Route path="search-location" element={page(() => import('../routes/customer/search-location'), (m) => m.SearchLocationRoute)} />
      <Route path="stores/:slug/:itemId" element={itemDetail} />
      <Route path="single-store-single_item/:id" element={itemDetail} />
      <Route path="stores" element={page(() => import('../routes/customer/stores-list'), (m) => m.StoresListRoute)} />
      <Route path="food" element={page(() => import('../routes/customer/food'), (m) => m.FoodRoute)} />
      <Route path="categories/stores" element={page(() => import('../routes/customer/category-stores'), (m) => m.CategoryStoresRoute)} />
      <Route path="quick-bites/:key" element={collection((m) => m.QuickBitesRoute)} />
      <Route path="store-type/:key" element={collection((m) => m.StoreTypeRoute)} />
      <Route path="slider-stores/:key" element={collection((m) => m.SliderStoresRoute)} />
      <Route path="offer-restaurants-section/:key" element={collection((m) => m.OfferStoresRoute)} />
      <Route path="keka-deal/:key" element={collection((m) => m.KekaDealRoute)} />
      <Route path="offer-section/:key" element={page(() => import('../routes/customer/offer-section'), (m) => m.OfferSectionRoute)} />
      <Route path="my-location" element={page(() => import('../routes/customer/my-location'), (m) => m.MyLocationRoute)} />
      <Route path="my-orders" element={page(() => import('../routes/customer/my-orders'), (m) => m.MyOrdersRoute)} />
      <Route path="my-orders/:uniqueOrderId/report" element={page(() => import('../routes/customer/report-items'), (m) => m.ReportItemsRoute)} />
      <Route path="alerts" element={page(() => import('../routes/customer/alerts'), (m) => m.AlertsRoute)} />
      <Route path="rate-and-review/:uniqueOrderId" element={page(() => import('../routes/customer/rate-and-review'), (m) => m.RateAndReviewRoute)} />
      <Route path="my-account" element={page(() => import('../routes/customer/my-account'), (m) => m.MyAccountRoute)} />
      <Route path="my-wallet" element={page(() => import('../routes/customer/my-wallet'), (m) => m.MyWalletRoute)} />
      <Route path="account/rewards" element={page(() => import('../routes/customer/rewards'), (m) => m.RewardsRoute)} />
      <Route path="refer-earn" element={page(() => import('../routes/customer/refer-earn'), (m) => m.ReferEarnRoute)} />
      <Route path="my-addresses" element={page(() => import('../routes/customer/my-addresses'), (m) => m.MyAddressesRoute)} />
      <Route path="coupons" element={page(() => import('../routes/customer/coupons'), (m) => m.CouponsRoute)} />
      <Route path="login" element={page(() => import('../routes/customer/login'), (m) => m.LoginRoute)} />
      <Route path="login/forgot-password" element={page(() => import('../routes/customer/forgot-password'), (m) => m.ForgotPasswordRoute)} />
      <Route path="register" element={page(() => import('../routes/customer/register'), (m) => m.RegisterRoute)} />
      <Route path="checkout" element={checkout} />
      <Route path="checkout/:slotId" element={checkout} />
      <Route
        path="running-order/:uniqueOrderId"
        element={page(() => import('../routes/customer/running-order'), (m) => m.RunningOrderRoute)}
      />
      <Route path="explore" element={page(() => import('../routes/customer/explore'), (m) => m.ExploreRoute)} />
      <Route path="pages/:slug" element={page(() => import('../routes/customer/content-page'), (m) => m.ContentPageRoute)} />
      <Route path="single-store-view-more/:id" element={viewMore} />
      <Route path="single-store-view-more/:id/:storeId" element={viewMore} />
      <Route
        path="single-store-category/:id/:storeId"
        element={page(() => import('../routes/customer/single-store-category'), (m) => m.SingleStoreCategoryRoute)}
      />
      <Route path="item-group/:id" element={page(() => import('../routes/customer/item-group'), (m) => m.ItemGroupRoute)} />
      {/* The store owner's area: its own lazy chunk, never downloaded by customers (issue 7). */}
      <Route path="store/*" element={page(() => import('../routes/store/store-area'), (m) => m.StoreArea)} />
      <Route path="*" element={page(() => import('../routes/customer/not-found'), (m) => m.NotFoundRoute)} />
    </Routes>
);

export function MoreRoutes() {
  return routes;
}
