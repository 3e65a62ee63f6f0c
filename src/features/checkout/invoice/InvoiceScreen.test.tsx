import { startDemoServer } from '@mocks/node.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { login } from '@/api/generated/endpoints/session/session.ts';
import { configureApi } from '@/api/http.ts';
import { flushPersisted } from '@/session/persisted.ts';
import { initialSale, SALE_KEY, type SaleState, sale } from '@/session/sale.ts';
import { initialSession, session } from '@/session/session.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { InvoiceScreen, InvoiceSubmitButton } from './InvoiceScreen.tsx';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => demo.reset());
afterAll(() => demo.close());

/** Comercial Andes SpA, a company of the demo world (mocks/world/seed.ts COMPANIES). */
const ANDES = {
  rut: '76.543.210-3',
  company: 'Comercial Andes SpA',
  activity: 'Venta al por menor de bebidas alcohólicas',
  city: 'Santiago',
  commune: 'Providencia',
  address: 'Av. Providencia 1234, of. 501',
};

/** The screen as the route shows it: the form, and Continuar in the action bar. */
function Factura() {
  return (
    <>
      <h1>Datos de factura</h1>
      <InvoiceScreen />
      <InvoiceSubmitButton />
    </>
  );
}

beforeEach(async () => {
  const answer = await login({ rut: '111111111', password: 'demo1234' });
  session.set(() => ({
    ...initialSession(),
    user: answer.data.user as never,
    accessToken: answer.data.accessToken,
    machineNumber: '7',
  }));
  sale.set(() => ({ ...initialSale(), buyType: 'socio', documentType: 'factura', orderId: 1 }));
});

async function open(extra: Partial<SaleState> = {}) {
  sale.set((s) => ({ ...s, ...extra }));
  return renderScreen({ path: '/factura', screens: { '/factura': Factura } });
}

const field = (label: string) => screen.getByLabelText(label);
const searchButton = () => screen.getByRole('button', { name: 'Buscar RUT' });
const continueButton = () => screen.getByRole('button', { name: 'Continuar' });
const searches = () => demo.world.state.requestCounts.getBillingByRut ?? 0;

async function typeRut(text: string) {
  const user = userEvent.setup();
  await user.clear(field('RUT'));
  await user.type(field('RUT'), text);
}

async function fillCompany(values: Partial<typeof ANDES>) {
  const user = userEvent.setup();
  const labels = {
    company: 'Razón social',
    activity: 'Giro',
    city: 'Ciudad',
    commune: 'Comuna',
    address: 'Dirección',
  } as const;
  for (const [key, label] of Object.entries(labels)) {
    const value = values[key as keyof typeof labels];
    if (value === undefined) continue;
    await user.clear(field(label));
    await user.type(field(label), value);
  }
}

describe('/factura search', () => {
  it('starts on the RUT; Buscar fills the five fields from the company, Continuar stores them and opens /pago-final', async () => {
    const view = await open();
    expect(field('RUT')).toHaveFocus();
    await typeRut('765432103');
    expect(field('RUT')).toHaveValue('76.543.210-3');
    await userEvent.setup().click(searchButton());
    await waitFor(() => expect(field('Razón social')).toHaveValue(ANDES.company));
    expect(field('Giro')).toHaveValue(ANDES.activity);
    expect(field('Ciudad')).toHaveValue(ANDES.city);
    expect(field('Comuna')).toHaveValue(ANDES.commune);
    expect(field('Dirección')).toHaveValue(ANDES.address);
    expect(screen.getByText('Datos encontrados. Revise y continúe')).toBeInTheDocument();
    // The keyboard goes on at Continuar.
    expect(continueButton()).toHaveFocus();
    await userEvent.setup().click(continueButton());
    await waitFor(() => expect(view.pathname()).toBe('/pago-final'));
    expect(sale.get().invoiceData).toEqual({ ...ANDES, rut: '765432103' });
    expect(searches()).toBe(1);
  });

  it('Enter in the RUT field searches', async () => {
    await open();
    await typeRut('77777777-7{Enter}');
    await waitFor(() => expect(field('Razón social')).toHaveValue('Eventos del Pacífico Ltda.'));
  });

  it('a RUT the server does not know: "No existe el RUT. Por favor complete los datos", the fields stay editable', async () => {
    const view = await open();
    await typeRut('12.345.678-5{Enter}');
    expect(await screen.findByText('No existe el RUT. Por favor complete los datos')).toBeInTheDocument();
    expect(field('Razón social')).toHaveFocus();
    await fillCompany({ ...ANDES, company: 'Camila Rojas EIRL' });
    await userEvent.setup().click(continueButton());
    await waitFor(() => expect(view.pathname()).toBe('/pago-final'));
    expect(sale.get().invoiceData).toEqual({ ...ANDES, company: 'Camila Rojas EIRL', rut: '123456785' });
  });

  it('any other failure: "Ocurrió un error. Por favor complete los datos"', async () => {
    demo.useScenario('server-error:getBillingByRut');
    await open();
    await typeRut('76.543.210-3{Enter}');
    expect(await screen.findByText('Ocurrió un error. Por favor complete los datos')).toBeInTheDocument();
    expect(field('Razón social')).toHaveValue('');
  });

  it('a malformed answer is a failure too, not a crash', async () => {
    demo.server.use(http.get('*/api/billing/:rut', () => HttpResponse.json({ data: {} })));
    await open();
    await typeRut('76.543.210-3{Enter}');
    expect(await screen.findByText('Ocurrió un error. Por favor complete los datos')).toBeInTheDocument();
  });

  it('an invalid RUT: "Debe ingresar un rut válido" and nothing is asked', async () => {
    await open();
    await typeRut('76.543.210-4');
    await userEvent.setup().click(searchButton());
    expect(await screen.findByText('Debe ingresar un rut válido')).toBeInTheDocument();
    await typeRut('76543210-3x{Enter}');
    expect(screen.getByText('Debe ingresar un rut válido')).toBeInTheDocument();
    expect(searches()).toBe(0);
  });

  it('a double tap on Buscar searches once, the button spins meanwhile', async () => {
    demo.useScenario('slow-network:300');
    await open();
    await typeRut('76.543.210-3');
    const user = userEvent.setup();
    await user.click(searchButton());
    expect(searchButton()).toHaveAttribute('aria-busy', 'true');
    await user.click(searchButton());
    await waitFor(() => expect(field('Razón social')).toHaveValue(ANDES.company));
    expect(searches()).toBe(1);
  });
});

describe('/factura Continuar', () => {
  it('"Debe rellenar todos los campos" until every field is filled, then "Debe ingresar un rut válido"', async () => {
    const view = await open();
    const user = userEvent.setup();
    await user.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Debe rellenar todos los campos');
    expect(field('RUT')).toHaveFocus();
    expect(field('Razón social')).toHaveAttribute('aria-invalid', 'true');
    await fillCompany(ANDES);
    // Only the RUT is left: still the same message, the company fields no longer marked.
    expect(screen.getByRole('alert')).toHaveTextContent('Debe rellenar todos los campos');
    expect(field('Razón social')).not.toHaveAttribute('aria-invalid');
    await typeRut('76.543.210-4');
    expect(screen.queryByText('Debe rellenar todos los campos')).toBeNull();
    await user.click(continueButton());
    expect(await screen.findByText('Debe ingresar un rut válido')).toBeInTheDocument();
    expect(view.pathname()).toBe('/factura');
    expect(sale.get().invoiceData).toBeNull();
  });

  it('Enter in a company field submits', async () => {
    const view = await open();
    await typeRut('76.543.210-3');
    await fillCompany(ANDES);
    await userEvent.setup().type(field('Dirección'), '{Enter}');
    await waitFor(() => expect(view.pathname()).toBe('/pago-final'));
    expect(sale.get().invoiceData?.rut).toBe('765432103');
  });

  it('blank text (spaces only) counts as empty; stored values are trimmed', async () => {
    const view = await open();
    await typeRut('76.543.210-3');
    await fillCompany({ ...ANDES, city: '   ' });
    await userEvent.setup().click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Debe rellenar todos los campos');
    expect(field('Ciudad')).toHaveFocus();
    await fillCompany({ city: ' Santiago ' });
    await userEvent.setup().click(continueButton());
    await waitFor(() => expect(view.pathname()).toBe('/pago-final'));
    expect(sale.get().invoiceData?.city).toBe('Santiago');
  });
});

describe('/factura keeps what was typed', () => {
  it('a reload shows the draft of this sale again', async () => {
    const first = await open();
    await typeRut('76.543.210-3');
    await fillCompany({ company: 'Comercial Andes SpA', city: 'Santiago' });
    flushPersisted();
    first.unmount();
    sale.reload();
    await open();
    expect(field('RUT')).toHaveValue('76.543.210-3');
    expect(field('Razón social')).toHaveValue('Comercial Andes SpA');
    expect(field('Ciudad')).toHaveValue('Santiago');
    expect(field('Giro')).toHaveValue('');
  });

  it('the draft ends with its sale: after a new sale nothing of it is left in storage', async () => {
    const first = await open();
    await typeRut('76.543.210-3');
    await fillCompany({ company: 'Comercial Andes SpA' });
    flushPersisted();
    expect(localStorage.getItem(SALE_KEY)).toContain('Comercial Andes SpA');
    first.unmount();
    sale.set(() => initialSale());
    flushPersisted();
    expect(localStorage.getItem(SALE_KEY)).not.toContain('Comercial Andes SpA');
    expect(localStorage.getItem(SALE_KEY)).not.toContain('76.543.210');
    await open();
    expect(field('RUT')).toHaveValue('');
  });

  it('typing after the sale changed under the screen is not written into the new sale', async () => {
    await open();
    sale.set(() => ({ ...initialSale(), buyType: 'socio', documentType: 'factura', orderId: 2 }));
    await typeRut('76.543.210-3');
    expect(sale.get().invoiceDraft).toBeNull();
  });

  it('invoice data already stored in the sale is shown, editable', async () => {
    const view = await open({ invoiceData: { ...ANDES, rut: '765432103' } });
    expect(field('RUT')).toHaveValue('76.543.210-3');
    expect(field('Razón social')).toHaveValue(ANDES.company);
    await fillCompany({ address: 'Av. Apoquindo 3000' });
    await userEvent.setup().click(continueButton());
    await waitFor(() => expect(view.pathname()).toBe('/pago-final'));
    expect(sale.get().invoiceData?.address).toBe('Av. Apoquindo 3000');
  });
});
