"""Level targets of Mooxil, written by tools/calibrate_mooxil.py (do not edit).

``LEVEL_TARGETS[L - 1]`` is the score level ``L`` must reach; ``levels.level_target``
extends the table past its end. A new game is begun with this table, version
``TARGETS_VERSION``; the earlier ones are in ``past_targets``."""

# Hint player; targets from 64 calibration games per level; 48 other check games per level.
#                                            reached         from   check    check
# level  radius  endtiles  target  planned  calib.  check   start  median  linked
#     1       4         2     320     100%    100%   100%    100%     461    100%
#     2       4         2     480      94%     95%    98%     98%     584    100%
#     3       5         3     820      88%     89%    79%     78%     898    100%
#     4       5         3     980      82%     83%    85%     66%    1062     98%
#     5       6         4    1400      77%     78%    90%     59%    1485    100%
#     6       6         4    1740      72%     75%    71%     42%    1794     94%
#     7       7         5    2350      66%     67%    58%     25%    2386     90%
#     8       7         5    2750      60%     62%    56%     14%    2781     94%
#     9       7         6    3400      55%     56%    38%      5%    3369     81%
#    10       7         6    3820      50%     52%    56%      3%    3892     85%
#    11       7         6    4370      44%     47%    62%      2%    4482     83%
#    12       7         6    5170      38%     39%    52%      1%    5184     83%

TARGETS_VERSION = 2

LEVEL_TARGETS: tuple[int, ...] = (
    320,
    480,
    820,
    980,
    1400,
    1740,
    2350,
    2750,
    3400,
    3820,
    4370,
    5170,
)
