import { useState } from 'react';
import type { Product } from '@portal/shared/products/schema';
import { BookIcon } from '@/components/ui/app-icons';

/** The product's photo (the institute's logo without one); a book icon when neither loads. Decorative: the title is beside it. */
export function ProductImage({ product, className }: { product: Product; className: string }) {
  const source = product.photo_url || product.logo_url;
  const [failed, setFailed] = useState(false);
  if (!source || failed) {
    return (
      <div className={`${className} product-image--none`} aria-hidden="true">
        <BookIcon size={36} />
      </div>
    );
  }
  return <img className={className} src={source} alt="" loading="lazy" onError={() => setFailed(true)} />;
}
