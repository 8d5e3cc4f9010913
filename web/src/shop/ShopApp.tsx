import { Navigate, Route, Routes, matchPath } from 'react-router-dom';
import { lazyRoute } from '../app/lazy';
import { RequireShopper } from './auth/RequireShopper';
import { CartProvider } from './cart/CartContext';
import { CurrencyProvider } from './currency/CurrencyContext';
import { HomePage, HomeSections } from './home/HomePage';
import { ShopLayout } from './layout/ShopLayout';
import { ShopSettingsProvider } from './settings/ShopSettings';
import { StandalonePage } from './layout/StandalonePage';

// Pages other than home are their own chunks: the first load carries the home page only.
const LoginPage = lazyRoute(() => import('./auth/LoginPage'));
const RegisterPage = lazyRoute(() => import('./auth/RegisterPage'));
const PasswordResetRequestPage = lazyRoute(() => import('./auth/PasswordResetRequestPage'));
const ResetPasswordPage = lazyRoute(() => import('./auth/ResetPasswordPage'));
const AccountPage = lazyRoute(() => import('./account/AccountPage'));
const ContactPage = lazyRoute(() => import('./contact/ContactPage'));
const UnsubscribePage = lazyRoute(() => import('./newsletter/UnsubscribePage'));
const ConfirmNewsletterPage = lazyRoute(() => import('./newsletter/ConfirmNewsletterPage'));
const CategoryPage = lazyRoute(() => import('./catalog/CategoryPage'));
const SearchPage = lazyRoute(() => import('./catalog/SearchPage'));
const ProductPage = lazyRoute(() => import('./product/ProductPage'));
const CartPage = lazyRoute(() => import('./cart/CartPage'));
const CheckoutPage = lazyRoute(() => import('./checkout/CheckoutPage'));
const OrderSuccessPage = lazyRoute(() => import('./order/OrderSuccessPage'));
const OrderCancelPage = lazyRoute(() => import('./order/OrderCancelPage'));
const AccountOrderPage = lazyRoute(() => import('./account/orders/AccountOrderPage'));
const StripePage = lazyRoute(() => import('./stripe/StripePage'));
const FormPage = lazyRoute(() => import('./form/FormPage'));
const ContentPage = lazyRoute(() => import('./content/ContentPage'));
const ArticlePage = lazyRoute(() => import('./content/ArticlePage'));
const BlogCategoryPage = lazyRoute(() => import('./content/BlogCategoryPage'));
const StoresPage = lazyRoute(() => import('./stores/StoresPage'));

/** The lazy page of each path (the routes below), to load before the server's HTML of it is hydrated. */
const ROUTE_PAGES: [string, { preload: () => Promise<void>; source?: string }][] = [
  // The home page itself is in the main chunk: its sections are its chunk.
  ['/', HomeSections],
  ['/login', LoginPage],
  ['/register', RegisterPage],
  ['/password/reset', PasswordResetRequestPage],
  ['/reset-password', ResetPasswordPage],
  ['/contact-us', ContactPage],
  ['/unsubscribe', UnsubscribePage],
  ['/newsletter/confirm', ConfirmNewsletterPage],
  ['/account', AccountPage],
  ['/category/:url', CategoryPage],
  ['/product/:url', ProductPage],
  ['/search/:keyword', SearchPage],
  ['/form/:url', FormPage],
  ['/page/:url', ContentPage],
  ['/blog/article/:url', ArticlePage],
  ['/blog/category/:url', BlogCategoryPage],
  ['/stores', StoresPage],
  ['/cart', CartPage],
  ['/checkout', CheckoutPage],
  ['/order/success', OrderSuccessPage],
  ['/order/cancel', OrderCancelPage],
  ['/account/orders/:id', AccountOrderPage],
  ['/stripe', StripePage],
];

const routePage = (pathname: string) => ROUTE_PAGES.find(([pattern]) => matchPath(pattern, pathname))?.[1];

/** Loads the page chunk of `pathname` (the home page's sections for `/`). */
export async function preloadShopRoute(pathname: string): Promise<void> {
  await routePage(pathname)?.preload();
}

/** The module of `pathname`'s page (app/lazy.ts, `source`), when it is a chunk of its own. */
export function shopRouteSource(pathname: string): string | undefined {
  return routePage(pathname)?.source;
}

/**
 * The storefront (spec section 2): shared layout, its pages, and unknown paths back to the home page.
 * The blog routes come with their own issue. The card payment page (/stripe) is outside the
 * layout (spec section 2).
 */
export function ShopApp() {
  return (
    <ShopSettingsProvider>
      <CurrencyProvider>
        <CartProvider>
          <Routes>
            <Route element={<ShopLayout />}>
              <Route index element={<HomePage />} />
              <Route path="login" element={<LoginPage />} />
              <Route path="register" element={<RegisterPage />} />
              <Route path="password/reset" element={<PasswordResetRequestPage />} />
              <Route path="reset-password" element={<ResetPasswordPage />} />
              <Route path="contact-us" element={<ContactPage />} />
              <Route path="unsubscribe" element={<UnsubscribePage />} />
              <Route path="newsletter/confirm" element={<ConfirmNewsletterPage />} />
              <Route
                path="account"
                element={
                  <RequireShopper>
                    <AccountPage />
                  </RequireShopper>
                }
              />
              <Route path="category/:url" element={<CategoryPage />} />
              <Route path="product/:url" element={<ProductPage />} />
              <Route path="search/:keyword" element={<SearchPage />} />
              <Route path="form/:url" element={<FormPage />} />
              <Route path="page/:url" element={<ContentPage />} />
              <Route path="blog/article/:url" element={<ArticlePage />} />
              <Route path="blog/category/:url" element={<BlogCategoryPage />} />
              <Route path="stores" element={<StoresPage />} />
              <Route path="cart" element={<CartPage />} />
              <Route path="checkout" element={<CheckoutPage />} />
              <Route path="order/success" element={<OrderSuccessPage />} />
              <Route path="order/cancel" element={<OrderCancelPage />} />
              <Route
                path="account/orders/:id"
                element={
                  <RequireShopper>
                    <AccountOrderPage />
                  </RequireShopper>
                }
              />
            </Route>
            <Route
              path="stripe"
              element={
                <StandalonePage>
                  <StripePage />
                </StandalonePage>
              }
            />
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </CartProvider>
      </CurrencyProvider>
    </ShopSettingsProvider>
  );
}
