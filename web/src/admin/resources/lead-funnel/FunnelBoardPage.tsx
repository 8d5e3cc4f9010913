import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { FunnelBoardDocument, MoveLeadDocument, type FunnelBoardQuery } from '../../../graphql/admin/graphql';
import { errorMessages } from '../../framework/format';
import { FunnelFiguresPanel } from './FunnelFiguresPanel';
import { useShopDates } from '../../framework/useShopDates';
import { useShopMoney } from '../../framework/useShopMoney';

type Column = FunnelBoardQuery['funnelBoard']['columns'][number];
type Card = Column['leads'][number];

/** Where a card goes: a column (by index) and a position in it. */
interface Move {
  card: Card;
  column: number;
  order: number;
}

/**
 * `/admin/lead/funnel/management/{id}`: the funnel's board. One column per stage with its count and total
 * value; a card moves by drag and drop, by keyboard (focus a card: ←/→ to the previous/next stage, ↑/↓ up
 * or down its column) or by its arrow buttons (phones, where dragging is awkward). A move carries the
 * card's version; when someone else changed the lead meanwhile the server answers 409, the message is
 * shown and the board reloads.
 */
export function FunnelBoardPage() {
  const intl = useIntl();
  const dates = useShopDates();
  const money = useShopMoney();
  const id = Number(useParams().id);
  const { data, error, refetch } = useQuery(FunnelBoardDocument, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !(id > 0) });
  const [moveLead] = useMutation(MoveLeadDocument);
  const [message, setMessage] = useState<string | null>(null);
  const [dragged, setDragged] = useState<Card | null>(null);
  const [focusId, setFocusId] = useState<number | null>(null);
  const columns = data?.funnelBoard.columns ?? [];

  const move = async ({ card, column, order }: Move) => {
    const target = columns[column];
    if (!target) return;
    setMessage(null);
    setFocusId(card.id);
    let refused: string | null = null;
    try {
      await moveLead({ variables: { id: card.id, input: { stageId: target.stage.id, order, version: card.version } } });
    } catch (failure) {
      refused = errorMessages(failure).join(' ');
    }
    // A refusal is said once the board shows the leads as they are now: a move made on reading it carries
    // the cards' new versions (made before the reload, it would be refused again).
    try {
      await refetch();
    } finally {
      setMessage(refused);
    }
  };

  const where = (card: Card) => {
    const column = columns.findIndex((col) => col.leads.some((lead) => lead.id === card.id));
    return { column, order: columns[column]?.leads.findIndex((lead) => lead.id === card.id) ?? 0 };
  };

  const onKey = (event: KeyboardEvent, card: Card) => {
    const { column, order } = where(card);
    const moves: Record<string, Move | null> = {
      ArrowLeft: column > 0 ? { card, column: column - 1, order: 0 } : null,
      ArrowRight: column < columns.length - 1 ? { card, column: column + 1, order: 0 } : null,
      ArrowUp: order > 0 ? { card, column, order: order - 1 } : null,
      ArrowDown: order < columns[column].leads.length - 1 ? { card, column, order: order + 1 } : null,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    if (next) void move(next);
  };

  const onDrop = (event: DragEvent, column: number, order: number) => {
    event.preventDefault();
    event.stopPropagation();
    if (dragged) void move({ card: dragged, column, order });
    setDragged(null);
  };

  if (error) return <Alert severity="error">{errorMessages(error).join(' ')}</Alert>;
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography variant="h5" component="h1">
          {data?.funnelBoard.funnel.name ?? ''}
        </Typography>
        <Link component={RouterLink} to="/admin/lead/funnel">
          <FormattedMessage id="admin.funnel.title" />
        </Link>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} id="board-help">
        <FormattedMessage id="admin.funnel.boardHelp" />
      </Typography>
      {message ? (
        <Alert severity="warning" sx={{ mb: 2 }} role="alert" data-testid="board-message">
          {message}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 2, overflowX: 'auto', pb: 2, scrollSnapType: 'x mandatory' }} data-testid="funnel-board">
        {columns.map((column, index) => (
          <Paper
            key={column.stage.id}
            variant="outlined"
            component="section"
            aria-label={column.stage.name}
            data-testid={`board-column-${column.stage.id}`}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => onDrop(event, index, column.leads.length)}
            sx={{ flex: '0 0 260px', maxWidth: '80vw', p: 1, borderTop: 4, borderTopColor: column.stage.colour, scrollSnapAlign: 'start', bgcolor: 'grey.50' }}
          >
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {column.stage.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid={`board-figures-${column.stage.id}`}>
              {intl.formatMessage(
                { id: 'admin.funnel.columnFigures' },
                { count: column.count, total: money.base(column.total), probability: column.stage.probability },
              )}
            </Typography>
            <Stack spacing={1} sx={{ mt: 1, minHeight: 80 }} role="list">
              {column.leads.map((card, order) => (
                <Card
                  key={card.id}
                  role="listitem"
                  tabIndex={0}
                  draggable
                  aria-describedby="board-help"
                  data-testid={`board-card-${card.id}`}
                  ref={(node: HTMLDivElement | null) => {
                    if (node && focusId === card.id && document.activeElement !== node) node.focus();
                  }}
                  onDragStart={(event) => {
                    event.dataTransfer.setData('text/plain', String(card.id));
                    setDragged(card);
                  }}
                  onDragOver={(event) => event.preventDefault()}
                  onDrop={(event) => onDrop(event, index, order)}
                  onKeyDown={(event) => onKey(event, card)}
                  sx={{ cursor: 'grab', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
                >
                  <CardContent sx={{ p: 1, '&:last-child': { pb: 1 } }}>
                    <Link component={RouterLink} to={`/admin/lead/edit/${card.id}`} tabIndex={-1}>
                      {`${card.firstName} ${card.lastName}`.trim()}
                    </Link>
                    <Typography variant="body2">{card.company ?? ''}</Typography>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {[card.expectedValue ? money.base(card.expectedValue) : null, card.adminName, card.followUpAt ? dates.date(card.followUpAt) : null]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                      <IconButton
                        size="small"
                        disabled={index === 0}
                        aria-label={intl.formatMessage({ id: 'admin.funnel.movePrevious' })}
                        onClick={() => void move({ card, column: index - 1, order: 0 })}
                      >
                        <ChevronLeftIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        disabled={index === columns.length - 1}
                        aria-label={intl.formatMessage({ id: 'admin.funnel.moveNext' })}
                        onClick={() => void move({ card, column: index + 1, order: 0 })}
                      >
                        <ChevronRightIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                  </CardContent>
                </Card>
              ))}
            </Stack>
          </Paper>
        ))}
      </Box>
      {id > 0 ? <FunnelFiguresPanel funnelId={id} stages={columns.map((column) => column.stage)} /> : null}
    </Box>
  );
}
