import type { ConsoleStockProduct, ConsoleStockSize } from '@shared/concierge-api';
import { useConsoleQuery } from '../../data/use-console-query';
import { consoleApi } from '../../data/console-api';
import { Panel } from '../common/panel';
import { FailureState } from '../common/query-states';

/** "7", or "7 · 2 held" while open checkouts hold some: what is for sale comes first. */
function SizeCell({ line }: { line: ConsoleStockSize }) {
  return (
    <td className="py-2.5 pl-3 text-right whitespace-nowrap tabular-nums">
      <span className={line.stock === 0 ? 'text-rose-300' : 'text-sand-100'}>
        {line.stock === 0 ? 'Sold out' : line.stock}
      </span>
      {line.held > 0 && <span className="text-xs text-stone-400"> · {line.held} held</span>}
      {line.sold > 0 && <span className="sr-only">, {line.sold} sold</span>}
    </td>
  );
}

function ProductRow({ product }: { product: ConsoleStockProduct }) {
  return (
    <tr>
      <th scope="row" className="py-2.5 pr-3 text-left font-normal text-sand-100">
        {product.name}
        <span className="block text-xs text-stone-400">
          Limit {product.limitPerCustomer} per customer
        </span>
      </th>
      <td className="py-2.5 pl-3">
        <table className="ml-auto border-collapse">
          <caption className="sr-only">{product.name}: units for sale per size</caption>
          <thead>
            <tr className="text-[0.66rem] tracking-[0.16em] text-stone-400 uppercase">
              {product.sizes.map((s) => (
                <th key={s.size} scope="col" className="pl-3 text-right font-semibold">
                  {s.size}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {product.sizes.map((s) => (
                <SizeCell key={s.size} line={s} />
              ))}
            </tr>
          </tbody>
        </table>
      </td>
    </tr>
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
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Units for sale per product and size</caption>
          <tbody className="divide-y divide-white/5">
            {stock.data.map((p) => (
              <ProductRow key={p.id} product={p} />
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
