import JsBarcode from 'jsbarcode';
import { useEffect, useRef } from 'react';

/** A Code128 barcode of `value` as SVG (crisp when printed), with the text under it. */
export function BarcodeSvg({ value, label }: { value: string; label: string }) {
  const ref = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (ref.current)
      JsBarcode(ref.current, value, { format: 'CODE128', height: 48, width: 1.6, fontSize: 12, margin: 4 });
  }, [value]);
  return <svg ref={ref} role="img" aria-label={label} />;
}
