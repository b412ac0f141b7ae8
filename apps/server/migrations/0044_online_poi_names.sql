-- Places publishes the name of each POI that is online (docs/decisions/0017-published-views.md): what another area's
-- list shows of the place its row is used at. 我的券 joins it in its one query instead of asking places for a page's
-- names in a second round trip (a second query per page cost the list a quarter of its throughput, docs/performance.md).
-- An offline POI is not in it, so a coupon whose POI went offline names none, as before.
create view online_poi_names as
  select id, name
  from pois
  where status = 'online';
