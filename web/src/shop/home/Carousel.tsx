import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { HomePageQuery } from '../../graphql/shop/graphql';
import { CONTENT_WIDTH_SIZES, Picture, preloadPicture, variantSrcSet } from '../../ui/Picture';
import { HERO_SX } from './hero';
import { useCarousel } from './useCarousel';

export type HomeSlider = NonNullable<HomePageQuery['homePage']['sections'][number]['slider']>;
type HomeSlide = HomeSlider['slides'][number];

/** Below this width (MUI's sm) a slide shows its phone picture; from it on, the wide one. */
const PHONE_MEDIA = '(max-width: 599.95px)';
const WIDE_MEDIA = '(min-width: 600px)';
/** A phone picture fills the screen's width. */
const PHONE_SIZES = '100vw';

const control = { bgcolor: 'rgba(0,0,0,0.45)', color: 'common.white', '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' } } as const;

/** A storefront path stays in the app; anything else (checked http(s) on save) is a plain link. */
const linkProps = (link: string) => (link.startsWith('/') ? { component: RouterLink, to: link } : { href: link });

function SlidePicture({ slide, eager }: { slide: HomeSlide; eager: boolean }) {
  const phone = slide.mobileImagePath;
  // The first slide paints first: a phone preloads its phone picture, a wider screen the wide one, not both.
  if (eager && phone) preloadPicture(phone, PHONE_SIZES, PHONE_MEDIA);
  return (
    <picture>
      {phone ? <source media={PHONE_MEDIA} srcSet={variantSrcSet(phone) ?? phone} sizes={PHONE_SIZES} /> : null}
      <Picture
        src={slide.imagePath}
        alt={slide.title}
        sizes={CONTENT_WIDTH_SIZES}
        priority={eager}
        preloadMedia={phone ? WIDE_MEDIA : undefined}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </picture>
  );
}

/**
 * The home page carousel (issue 15): autoplay every 5 seconds that stops on hover and focus, swipes,
 * arrow keys, named buttons, and the WAI-ARIA carousel pattern (a live region that is off while playing).
 * The box keeps its aspect ratio before any picture arrives, so nothing below it moves. `eager`: the
 * carousel is the first thing on the page (its first picture loads at once; the others lazily).
 */
export function Carousel({ slider, eager }: { slider: HomeSlider; eager: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id: `shop.carousel.${id}` }, values);
  const { slides } = slider;
  const carousel = useCarousel(slides.length);
  const several = slides.length > 1;
  return (
    <Box
      component="section"
      aria-roledescription={t('carousel')}
      aria-label={slider.title || t('label')}
      data-testid="home-carousel"
      data-index={carousel.index}
      data-running={carousel.running}
      {...carousel.handlers}
      sx={{ ...HERO_SX, position: 'relative' }}
    >
      <Box aria-live={carousel.running ? 'off' : 'polite'} sx={{ position: 'absolute', inset: 0 }}>
        {slides.map((slide, i) => {
          const current = i === carousel.index;
          return (
            <Box
              key={slide.id}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('position', { position: i + 1, total: slides.length })}
              aria-hidden={!current}
              inert={!current}
              data-testid={`carousel-slide-${i}`}
              sx={{
                position: 'absolute',
                inset: 0,
                opacity: current ? 1 : 0,
                visibility: current ? 'visible' : 'hidden',
                transition: 'opacity 0.5s, visibility 0.5s',
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              }}
            >
              <SlidePicture slide={slide} eager={eager && i === 0} />
              {slide.title || slide.caption || (slide.buttonText && slide.link) ? (
                <Box
                  sx={{
                    position: 'absolute',
                    left: 0,
                    right: 0,
                    bottom: 0,
                    // Longhands: a responsive `p` would outweigh a plain `pb` and put the button under the controls.
                    px: { xs: 2, sm: 4 },
                    pt: { xs: 2, sm: 4 },
                    pb: several ? 6 : { xs: 2, sm: 4 },
                    color: 'common.white',
                    background: 'linear-gradient(transparent, rgba(0,0,0,0.6))',
                  }}
                >
                  {slide.title ? (
                    <Typography variant="h4" component="h2" sx={{ fontSize: { xs: '1.4rem', sm: '2.2rem' } }}>
                      {slide.title}
                    </Typography>
                  ) : null}
                  {slide.caption ? <Typography sx={{ display: { xs: 'none', sm: 'block' } }}>{slide.caption}</Typography> : null}
                  {slide.buttonText && slide.link ? (
                    <Button variant="contained" sx={{ mt: 1 }} {...linkProps(slide.link)}>
                      {slide.buttonText}
                    </Button>
                  ) : null}
                </Box>
              ) : null}
            </Box>
          );
        })}
      </Box>
      {several ? (
        <>
          <IconButton
            aria-label={t('previous')}
            onClick={() => carousel.go(carousel.index - 1)}
            sx={{ ...control, position: 'absolute', left: 8, top: '50%', mt: '-20px' }}
          >
            ‹
          </IconButton>
          <IconButton
            aria-label={t('next')}
            onClick={() => carousel.go(carousel.index + 1)}
            sx={{ ...control, position: 'absolute', right: 8, top: '50%', mt: '-20px' }}
            data-testid="carousel-next"
          >
            ›
          </IconButton>
          <Box sx={{ position: 'absolute', bottom: 8, left: 0, right: 0, display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 0.5 }}>
            <IconButton
              size="small"
              aria-label={t(carousel.playing ? 'pause' : 'play')}
              onClick={carousel.togglePlaying}
              sx={control}
              data-testid="carousel-play"
            >
              {carousel.playing ? '❚❚' : '▶'}
            </IconButton>
            {slides.map((slide, i) => (
              <IconButton
                key={slide.id}
                size="small"
                aria-label={t('show', { position: i + 1 })}
                aria-current={i === carousel.index}
                onClick={() => carousel.go(i)}
                sx={{ p: '12px' }}
              >
                <Box
                  component="span"
                  sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: i === carousel.index ? 'common.white' : 'rgba(255,255,255,0.5)', boxShadow: 1 }}
                />
              </IconButton>
            ))}
          </Box>
        </>
      ) : null}
    </Box>
  );
}
