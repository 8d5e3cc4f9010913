import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Picture } from '../../ui/Picture';

/** The product's pictures: a large one and a row of thumbnails choosing it. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const intl = useIntl();
  const [current, setCurrent] = useState(0);
  const shown = images[Math.min(current, images.length - 1)];
  return (
    <Box data-testid="product-gallery">
      <Box
        sx={{ aspectRatio: '1 / 1', bgcolor: 'grey.100', borderRadius: 1, overflow: 'hidden', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        {shown ? (
          <Picture
            src={shown}
            alt={name}
            sizes="(min-width: 900px) 50vw, 100vw"
            width={1280}
            height={1280}
            priority
            data-testid="product-image"
            sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        ) : null}
      </Box>
      {images.length > 1 ? (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, overflowX: 'auto', pb: 0.5 }}>
          {images.map((image, index) => (
            <ButtonBase
              key={image}
              onClick={() => setCurrent(index)}
              aria-label={intl.formatMessage({ id: 'shop.product.showImage' }, { number: index + 1 })}
              aria-pressed={index === current}
              sx={{
                flex: '0 0 64px',
                height: 64,
                borderRadius: 1,
                overflow: 'hidden',
                border: 2,
                borderColor: index === current ? 'primary.main' : 'transparent',
              }}
            >
              <Picture src={image} alt="" sizes="64px" width={64} height={64} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            </ButtonBase>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
