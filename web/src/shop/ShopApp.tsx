import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyWithTimeout } from '../app/lazy';
import { RequireShopper } from './auth/RequireShopper';
import { CartProvider } from './cart/CartContext';
import { CurrencyProvider } from './currency/CurrencyContext';
import { HomePage } from './home/HomePage';
import { ShopLayout } from './layout/ShopLayout';
import { ShopSettingsProvider } from './settings/ShopSettings';
import { StandalonePage } from './layout/StandalonePage';

// Pages other than home are their own chunks: the first load carries the home page only.
const LoginPage = lazyWithTimeout(() => import('./auth/LoginPage'));
const RegisterPage = lazyWithTimeout(() => import('./auth/RegisterPage'));
const PasswordResetRequestPage = lazyWithTimeout(() => import('./auth/PasswordResetRequestPage'));
const ResetPasswordPage = lazyWithTimeout(() => import('./auth/ResetPasswordPage'));
const AccountPage = lazyWithTimeout(() => import('./account/AccountPage'));
const ContactPage = lazyWithTimeout(() => import('./contact/ContactPage'));
const UnsubscribePage = lazyWithTimeout(() => import('./newsletter/UnsubscribePage'));
const ConfirmNewsletterPage = lazyWithTimeout(() => import('./newsletter/ConfirmNewsletterPage'));
const CategoryPage = lazyWithTimeout(() => import('./catalog/CategoryPage'));
const SearchPage = lazyWithTimeout(() => import('./catalog/SearchPage'));
const ProductPage = lazyWithTimeout(() => import('./product/ProductPage'));
const CartPage = lazyWithTimeout(() => import('./cart/CartPage'));
const CheckoutPage = lazyWithTimeout(() => import('./checkout/CheckoutPage'));
const OrderSuccessPage = lazyWithTimeout(() => import('./order/OrderSuccessPage'));
const OrderCancelPage = lazyWithTimeout(() => import('./order/OrderCancelPage'));
const AccountOrderPage = lazyWithTimeout(() => import('./account/orders/AccountOrderPage'));
const StripePage = lazyWithTimeout(() => import('./stripe/StripePage'));
const FormPage = lazyWithTimeout(() => import('./form/FormPage'));
const ContentPage = lazyWithTimeout(() => import('./content/ContentPage'));
const ArticlePage = lazyWithTimeout(() => import('./content/ArticlePage'));
const BlogCategoryPage = lazyWithTimeout(() => import('./content/BlogCategoryPage'));
const StoresPage = lazyWithTimeout(() => import('./stores/StoresPage'));

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
