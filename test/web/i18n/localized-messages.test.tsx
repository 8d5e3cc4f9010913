import { fireEvent, render, screen } from '@testing-library/react';
import TablePagination from '@mui/material/TablePagination';
import { Form, Formik } from 'formik';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlProvider } from 'react-intl';
import { MessageDialog } from '../../../web/src/admin/framework/dialogs';
import { LocalizedUi } from '../../../web/src/app/LocalizedUi';
import { TextField } from '../../../web/src/ui/form';
import { required, text } from '../../../web/src/ui/validation/rules';
import * as yup from 'yup';

const zhHK: Record<string, string> = JSON.parse(readFileSync(path.join(process.cwd(), 'i18n', 'zh-HK.json'), 'utf8'));
const zhCN: Record<string, string> = JSON.parse(readFileSync(path.join(process.cwd(), 'i18n', 'zh-CN.json'), 'utf8'));

/** Issue 20: validation, dialog and MUI texts in the admin's UI language, not the server's English. */
describe('messages in the UI language', () => {
  it('a field shows the rule (and server) message in zh-HK', async () => {
    render(
      <IntlProvider locale="zh-HK" messages={zhHK}>
        <Formik initialValues={{ title: '' }} validationSchema={yup.object({ title: required(text()) })} onSubmit={() => undefined}>
          <Form noValidate>
            <TextField name="title" label="標題" />
            <button type="submit">submit</button>
          </Form>
        </Formik>
      </IntlProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('此欄位為必填。')).toBeTruthy();
    expect(screen.queryByText('This field is required.')).toBeNull();
  });

  it("a dialog shows the server's messages in zh-CN, unknown texts as they came", () => {
    render(
      <IntlProvider locale="zh-CN" messages={zhCN}>
        <MessageDialog
          message={{ titleId: 'admin.resource.dialog.submitFail', messages: ['The sku has already been taken.\nSomething else', 'ID not exists'] }}
          onClose={() => undefined}
        />
      </IntlProvider>,
    );
    expect(screen.getByText(zhCN['admin.resource.dialog.submitFail'])).toBeTruthy();
    expect(screen.getByText(/此 SKU 已被使用。/)).toBeTruthy();
    expect(screen.getByText(/Something else/)).toBeTruthy();
    expect(screen.getByText('ID 不存在')).toBeTruthy();
  });

  it("'Rows per page' and the page range follow the locale, and <html lang> is the locale", () => {
    render(
      <IntlProvider locale="zh-HK" messages={zhHK}>
        <LocalizedUi>
          <TablePagination component="div" count={42} page={0} rowsPerPage={10} onPageChange={() => undefined} />
        </LocalizedUi>
      </IntlProvider>,
    );
    expect(screen.getByText('每頁行數：')).toBeTruthy();
    expect(screen.getByText('第 1–10 項，共 42 項')).toBeTruthy();
    expect(screen.getByRole('button', { name: '下一頁' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-HK');
  });
});
