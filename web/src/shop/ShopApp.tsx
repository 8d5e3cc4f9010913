import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyWithTimeout } from '../app/lazy';
import { RequireShopper } from './auth/RequireShopper';
import { CurrencyProvider } from './currency/CurrencyContext';
import { HomePage } from './home/HomePage';
import { ShopLayout } from './layout/ShopLayout';
import { ShopSettingsProvider } from './settings/ShopSettings';

// Pages other than home are their own chunks: the first load carries the home page only.
const LoginPage = lazyWithTimeout(() => import('./auth/LoginPage'));
const RegisterPage = lazyWithTimeout(() => import('./auth/RegisterPage'));
const PasswordResetRequestPage = lazyWithTimeout(() => import('./auth/PasswordResetRequestPage'));
const ResetPasswordPage = lazyWithTimeout(() => import('./auth/ResetPasswordPage'));
const AccountPage = lazyWithTimeout(() => import('./account/AccountPage'));
const ContactPage = lazyWithTimeout(() => import('./contact/ContactPage'));
const UnsubscribePage = lazyWithTimeout(() => import('./newsletter/UnsubscribePage'));
const CategoryPage = lazyWithTimeout(() => import('./catalog/CategoryPage'));
const SearchPage = lazyWithTimeout(() => import('./catalog/SearchPage'));
const ProductPage = lazyWithTimeout(() => import('./product/ProductPage'));

/**
 * The storefront (spec section 2): shared layout, its pages, and unknown paths back to the home page.
 * The checkout, blog and form routes come with their own issues.
 */
export function ShopApp() {
  return (
    <ShopSettingsProvider>
      <CurrencyProvider>
        <Routes>
          <Route element={<ShopLayout />}>
            <Route index element={<HomePage />} />
            <Route path="login" element={<LoginPage />} />
            <Route path="register" element={<RegisterPage />} />
            <Route path="password/reset" element={<PasswordResetRequestPage />} />
            <Route path="reset-password" element={<ResetPasswordPage />} />
            <Route path="contact-us" element={<ContactPage />} />
            <Route path="unsubscribe" element={<UnsubscribePage />} />
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
          </Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </CurrencyProvider>
    </ShopSettingsProvider>
  );
}
