import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useShopDates } from '../settings/useShopDates';

export interface ArticleCardFields {
  id: number;
  url: string;
  title: string;
  summary: string;
  publishedAt?: string | null;
}

/** A list of blog articles, each a card linking to it (a blog category page, the home page's latest articles). */
export function ArticleCards({ articles, headingLevel = 'h2' }: { articles: readonly ArticleCardFields[]; headingLevel?: 'h2' | 'h3' }) {
  const dates = useShopDates();
  return (
    <Stack spacing={2}>
      {articles.map((article) => (
        <Card key={article.id} variant="outlined">
          <CardActionArea component={RouterLink} to={`/blog/article/${encodeURIComponent(article.url)}`}>
            <CardContent>
              <Typography variant="h6" component={headingLevel}>
                {article.title}
              </Typography>
              {article.publishedAt ? (
                <Typography variant="body2" color="text.secondary">
                  {dates.date(article.publishedAt)}
                </Typography>
              ) : null}
              {article.summary ? <Typography sx={{ mt: 1 }}>{article.summary}</Typography> : null}
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
