import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { HomePageDocument, LatestArticlesDocument } from '../../graphql/shop/graphql';
import { ArticleCards } from '../content/ArticleCards';
import { RichText } from '../content/RichText';
import { useShopSettings } from '../settings/ShopSettings';
import { languageVariables } from '../query-variables';
import { CONTENT_WIDTH_SIZES, Picture } from '../../ui/Picture';
import { Carousel } from './Carousel';
import { HERO_SX } from './hero';
import { latestArticlesVariables, sectionKind, type HomePageSection } from './home-queries';
import { ProductWidgetRow } from './ProductWidgets';

function LatestArticles({ limit, position }: { limit?: number | null; position: number }) {
  const { language } = useShopSettings();
  const { data } = useQuery(LatestArticlesDocument, { variables: latestArticlesVariables(limit, language), skip: !language });
  const articles = data?.latestArticles.items ?? [];
  if (!articles.length) return null;
  return (
    <Box component="section" aria-labelledby={`home-section-${position}`} data-testid="home-articles" sx={{ mt: 4 }}>
      <Typography id={`home-section-${position}`} variant="h5" component="h2" gutterBottom>
        <FormattedMessage id="shop.home.articles" />
      </Typography>
      <ArticleCards articles={articles} headingLevel="h3" />
    </Box>
  );
}

function HomeSection({ section, position }: { section: HomePageSection; position: number }) {
  const kind = sectionKind(section);
  if (kind === 'slider' && section.slider) return <Carousel slider={section.slider} eager={position === 0} />;
  if (kind === 'block' && section.block) {
    return (
      <Box component="section" aria-label={section.block.title || undefined} data-testid="home-block" sx={{ mt: 4 }}>
        {section.block.title ? (
          <Typography variant="h5" component="h2" gutterBottom>
            {section.block.title}
          </Typography>
        ) : null}
        <RichText html={section.block.content} />
      </Box>
    );
  }
  if (kind === 'articles') return <LatestArticles limit={section.limit} position={position} />;
  if (kind !== 'products') return null;
  return <ProductWidgetRow type={section.type} url={section.value} limit={section.limit} position={position} />;
}

/**
 * The home page's sections in the order the back office composed them (setting `home`): sliders,
 * blocks, product rows and the latest articles. A lazy chunk: it loads after the first paint.
 */
export function HomeSections() {
  const { language, config } = useShopSettings();
  const { data, previousData } = useQuery(HomePageDocument, { variables: languageVariables(language), skip: !language });
  const loaded = (data ?? previousData)?.homePage;
  if (!loaded) return <Box sx={HERO_SX} />;
  const sections = loaded.sections;
  const banner = config?.images.banner;
  return (
    <>
      {banner && !sections.some((section) => section.slider) ? (
        <Picture src={banner} alt="" sizes={CONTENT_WIDTH_SIZES} priority sx={{ ...HERO_SX, width: '100%', objectFit: 'cover', display: 'block' }} />
      ) : null}
      {sections.map((section, position) => (
        <HomeSection key={`${section.type}-${section.value ?? ''}-${position}`} section={section} position={position} />
      ))}
    </>
  );
}

export default HomeSections;
