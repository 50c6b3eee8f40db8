import { ONE_SIZE, SIZES } from '@shared/constants';
import type { ConsoleStockProduct } from '@shared/concierge-api';
import { useConsoleQuery } from '../../data/use-console-query';
import { consoleApi } from '../../data/console-api';
import { Panel } from '../common/panel';
import { FailureState } from '../common/query-states';

/** One column per size the shop sells, in the picker's order, then goods without sizes. */
const COLUMNS = [...SIZES, ONE_SIZE];

/** Units for sale (or 'Sold out'), and below them what open checkouts hold; '–' if not kept. */
function SizeCell({ product, size }: { product: ConsoleStockProduct; size: string }) {
  const line = product.sizes.find((s) => s.size === size);
  if (!line) {
    return (
      <td className="py-2.5 pl-2 text-right align-top text-ink-500 sm:pl-4">
        <span aria-hidden>–</span>
        <span className="sr-only">not sold in this size</span>
      </td>
    );
  }
  return (
    <td className="py-2.5 pl-2 text-right align-top whitespace-nowrap tabular-nums sm:pl-4">
      <span className={line.stock === 0 ? 'text-rose-300' : 'text-sand-100'}>
        {line.stock === 0 ? 'Sold out' : line.stock}
      </span>
      {line.held > 0 && <span className="block text-xs text-stone-400">{line.held} held</span>}
    </td>
  );
}

/**
 * The shop's stock per size, read only (issue 39): units for sale, and those held by checkouts
 * still open. Changing stock belongs to the catalogue's editor, a later slice.
 */
export function StockPanel() {
  const stock = useConsoleQuery('stock', (signal) => consoleApi.stock(signal));
  return (
    <Panel title="Stock" className="mb-6">
      {stock.failure && <FailureState failure={stock.failure} onRetry={stock.reload} />}
      {!stock.data && !stock.failure && <p className="text-sm text-stone-400">Loading stock...</p>}
      {stock.data && (
        <div className="-mx-1 overflow-x-auto px-1">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Units for sale per product and size</caption>
            <thead>
              <tr className="border-b border-white/8 text-[0.66rem] font-semibold tracking-[0.16em] text-stone-400 uppercase">
                <th scope="col" className="pb-2 font-semibold">
                  Product
                </th>
                {COLUMNS.map((size) => (
                  <th key={size} scope="col" className="pb-2 pl-2 text-right font-semibold sm:pl-4">
                    {size}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-white/5">
              {stock.data.map((product) => (
                <tr key={product.id}>
                  <th scope="row" className="py-2.5 pr-2 align-top font-normal text-sand-100">
                    {product.name}
                    <span className="block text-xs text-stone-400">
                      Limit {product.limitPerCustomer} per customer
                    </span>
                  </th>
                  {COLUMNS.map((size) => (
                    <SizeCell key={size} product={product} size={size} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
